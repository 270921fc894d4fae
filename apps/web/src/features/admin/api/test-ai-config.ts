import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface TestAiConfigInput {
  service: string;
  configType: string;
  testPrompt: string;
}

export interface TestAiConfigResponse {
  success: boolean;
  data: unknown;
}

/** Sends a test prompt through one service and named configuration. */
export const testAiConfig = (input: TestAiConfigInput) =>
  api.post<TestAiConfigResponse>('/admin/ai-config/test', input);

export const useTestAiConfig = () => useMutation({ mutationFn: testAiConfig });
