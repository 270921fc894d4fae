/**
 * L2-regularised logistic regression on standardised features, fitted by Newton's method (IRLS).
 * Small and deterministic: the same rows give the same weights, bit for bit, on every machine — which
 * the versioned weights file and the cross-validated evaluation rely on.
 */

export interface LogisticModel {
  /** Per feature: the training mean and standard deviation used to standardise it. */
  means: number[];
  scales: number[];
  /** Per standardised feature. */
  coefficients: number[];
  intercept: number;
}

export interface FitOptions {
  /** Strength of the L2 penalty on the coefficients (not the intercept). */
  l2: number;
  maxIterations?: number;
}

const DEFAULT_MAX_ITERATIONS = 50;
/** Newton steps stop once no coefficient moves by more than this. */
const CONVERGED = 1e-9;

export function fitLogistic(rows: number[][], labels: boolean[], options: FitOptions): LogisticModel {
  if (rows.length === 0 || rows.length !== labels.length)
    throw new Error('fitLogistic needs one label per row');
  const width = rows[0].length;
  const means = Array.from({ length: width }, (_, j) => mean(rows.map((r) => r[j])));
  // A constant feature gets scale 1: it standardises to 0 and its coefficient stays 0.
  const scales = means.map((m, j) => Math.sqrt(mean(rows.map((r) => (r[j] - m) ** 2))) || 1);
  const x = rows.map((r) => [1, ...r.map((v, j) => (v - means[j]) / scales[j])]);
  const y = labels.map((l) => (l ? 1 : 0));
  const beta = new Array<number>(width + 1).fill(0);
  for (let iteration = 0; iteration < (options.maxIterations ?? DEFAULT_MAX_ITERATIONS); iteration++) {
    const gradient = beta.map((b, j) => (j === 0 ? 0 : options.l2 * b));
    const hessian = beta.map((_, j) => beta.map((__, k) => (j === k && j > 0 ? options.l2 : 0)));
    x.forEach((xi, i) => {
      const p = sigmoid(dot(beta, xi));
      const w = Math.max(p * (1 - p), 1e-10);
      for (let j = 0; j <= width; j++) {
        gradient[j] += (p - y[i]) * xi[j];
        for (let k = 0; k <= j; k++) hessian[j][k] += w * xi[j] * xi[k];
      }
    });
    for (let j = 0; j <= width; j++) for (let k = j + 1; k <= width; k++) hessian[j][k] = hessian[k][j];
    const step = solveSymmetric(hessian, gradient);
    let largest = 0;
    for (let j = 0; j <= width; j++) {
      beta[j] -= step[j];
      largest = Math.max(largest, Math.abs(step[j]));
    }
    if (largest < CONVERGED) break;
  }
  return { means, scales, coefficients: beta.slice(1), intercept: beta[0] };
}

/** The probability of the positive class for one row of raw (unstandardised) features. */
export function predictProbability(model: LogisticModel, row: number[]): number {
  return sigmoid(
    model.intercept + row.reduce((sum, v, j) => sum + model.coefficients[j] * standardised(model, j, v), 0),
  );
}

/** Each feature's pull on the log-odds for this row (positive: towards the positive class). */
export function contributions(model: LogisticModel, row: number[]): number[] {
  return row.map((v, j) => model.coefficients[j] * standardised(model, j, v));
}

function standardised(model: LogisticModel, j: number, v: number): number {
  return (v - model.means[j]) / model.scales[j];
}

export function sigmoid(z: number): number {
  return z >= 0 ? 1 / (1 + Math.exp(-z)) : Math.exp(z) / (1 + Math.exp(z));
}

function mean(values: number[]): number {
  return values.reduce((a, b) => a + b, 0) / values.length;
}

function dot(a: number[], b: number[]): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += a[i] * b[i];
  return sum;
}

/** Cholesky solve of A·s = b for a symmetric positive definite A (the penalised Hessian is one). */
function solveSymmetric(a: number[][], b: number[]): number[] {
  const n = b.length;
  const l = a.map(() => new Array<number>(n).fill(0));
  for (let i = 0; i < n; i++) {
    for (let j = 0; j <= i; j++) {
      let sum = a[i][j];
      for (let k = 0; k < j; k++) sum -= l[i][k] * l[j][k];
      l[i][j] = i === j ? Math.sqrt(Math.max(sum, 1e-12)) : sum / l[j][j];
    }
  }
  const z = new Array<number>(n).fill(0);
  for (let i = 0; i < n; i++) {
    let sum = b[i];
    for (let k = 0; k < i; k++) sum -= l[i][k] * z[k];
    z[i] = sum / l[i][i];
  }
  const s = new Array<number>(n).fill(0);
  for (let i = n - 1; i >= 0; i--) {
    let sum = z[i];
    for (let k = i + 1; k < n; k++) sum -= l[k][i] * s[k];
    s[i] = sum / l[i][i];
  }
  return s;
}
