/** User-visible texts from the specification, verbatim. Titles and descriptions are kept apart for toasts. */
import { DISPLAY_NAME_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants.ts';

export const AUTH_ERROR_DEFAULT_TITLE = 'Authentication Error';

export const AUTH_ERRORS = {
  invalidEmail: { title: AUTH_ERROR_DEFAULT_TITLE, message: 'The email address is not valid.' },
  userDisabled: {
    title: AUTH_ERROR_DEFAULT_TITLE,
    message: 'This account has been disabled. Please contact support.',
  },
  userNotFound: {
    title: 'Account Issue',
    message: 'No account found with this email. Please check your email or sign up.',
  },
  wrongPassword: {
    title: 'Invalid Credentials',
    message: 'Incorrect password. Please try again or reset your password.',
  },
  emailAlreadyInUse: {
    title: 'Account Issue',
    message: 'An account already exists with this email. Please sign in instead.',
  },
  weakPassword: {
    title: 'Password Too Weak',
    // The spec's text, with the minimum it names kept true (the spec says 6; see PASSWORD_MIN_LENGTH).
    message: `Password is too weak. Please use a stronger password (at least ${PASSWORD_MIN_LENGTH} characters).`,
  },
  commonPassword: {
    title: 'Password Too Weak',
    message: 'This password is one of the most commonly used and easy to guess. Please choose a different one.',
  },
  operationNotAllowed: {
    title: 'Configuration Error',
    message: 'This operation is not allowed. Please contact support.',
  },
  accountExistsWithDifferentCredential: {
    title: AUTH_ERROR_DEFAULT_TITLE,
    message:
      'An account already exists with the same email but different sign-in credentials. Try signing in using a different method.',
  },
  invalidCredential: {
    title: 'Invalid Credentials',
    message: 'The authentication credential is invalid. Please try again.',
  },
  popupBlocked: {
    title: AUTH_ERROR_DEFAULT_TITLE,
    message:
      'The sign-in popup was blocked by your browser. Please allow popups for this site and try again.',
  },
  popupClosed: {
    title: AUTH_ERROR_DEFAULT_TITLE,
    message: 'The sign-in popup was closed before authentication was completed. Please try again.',
  },
  networkFailure: {
    title: 'Network Error',
    message: 'A network error occurred. Please check your internet connection and try again.',
  },
  timeout: { title: AUTH_ERROR_DEFAULT_TITLE, message: 'The operation has timed out. Please try again.' },
  tooManyRequests: {
    title: 'Too Many Attempts',
    message: 'Too many unsuccessful attempts. Please try again later or reset your password.',
  },
  configurationNotFound: {
    title: AUTH_ERROR_DEFAULT_TITLE,
    message: 'Authentication service is not configured properly. Please contact support or try again later.',
  },
  unauthorizedDomain: {
    title: AUTH_ERROR_DEFAULT_TITLE,
    message: 'This domain is not authorized for OAuth operations. Please contact support.',
  },
  unexpected: { title: AUTH_ERROR_DEFAULT_TITLE, message: 'An unexpected error occurred. Please try again.' },
} as const;
export type AuthErrorKind = keyof typeof AUTH_ERRORS;

export const AUTH_NOT_CONFIGURED_ALERT_TITLE = 'Authentication Not Configured';

export const FORM_MESSAGES = {
  signInMissing: { title: 'Missing Information', message: 'Please enter both email and password' },
  signUpMissing: { title: 'Missing Information', message: 'Please fill in all required fields.' },
  termsRequired: {
    title: 'Terms Required',
    message: 'Please accept the Terms of Service and Privacy Policy to continue.',
  },
  passwordsDoNotMatch: 'Passwords do not match',
} as const;

/** Account texts the specification does not have (limits and checks added for security). */
export const ACCOUNT_MESSAGES = {
  nameTooLong: `The name is too long. Please use at most ${DISPLAY_NAME_MAX_LENGTH} characters.`,
  currentPasswordRequired: 'Please enter your current password to change your email or password.',
  noPasswordToConfirm:
    'This account signs in with Google and has no password, so its email and password cannot be changed here.',
} as const;

export const TOKEN_ERRORS = {
  userNotFound: 'User not found',
  getBalance: 'Failed to get token balance',
  hold: 'Failed to hold token',
  refund: 'Failed to refund token',
  grant: 'Failed to grant tokens',
  initialize: 'Failed to initialize user tokens',
  recalculate: 'Failed to recalculate token balance',
  updateSystemSettings: 'Failed to update system settings',
} as const;

export const LEDGER_REASONS = {
  welcomeBonus: 'Welcome bonus - New user signup',
  escrow: 'Deep Analysis (Escrowed)',
  /** How the token history names an escrow once its analysis has ended (the stored row keeps `escrow`). */
  escrowCharged: 'Deep Analysis (Charged)',
  escrowRefunded: 'Deep Analysis (Refunded)',
  refund: 'Deep Analysis (Failed - Refunded)',
  subscription: 'Subscription plan activated',
} as const;

export const SETTINGS_MESSAGES = {
  updateFailed: { title: 'Update Failed', fallback: 'Failed to update profile' },
  profileUpdated: { title: 'Profile Updated', message: 'Your profile has been updated successfully' },
  setupComplete: {
    title: 'Profile Setup Complete!',
    message: 'Your investor profile has been configured. Ready to analyze some pitch decks?',
  },
  comingSoon: 'Coming Soon',
  status: { unsaved: 'Unsaved changes', saving: 'Auto-saving...', saved: 'All changes saved' },
  setupTitle: 'Set Up Your Profile',
  title: 'Settings',
} as const;

export const COMPLETENESS_HINTS = {
  missingPrefix: 'Complete your ',
  missingSuffix: ' in investor profile for better analysis.',
  allSet: 'Consider refining your investor profile for better deal matching.',
  noProfile: 'Complete your investor profile to get better deal matching and more accurate analysis.',
} as const;

export const CHECKOUT_ERROR = 'There was an error activating your plan. Please contact support.';

export const LEGAL_MESSAGES = {
  'terms-of-service': {
    loadFailed: 'Failed to load Terms of Service. Please try again later.',
    notFound: 'Terms Not Found',
  },
  'privacy-policy': {
    loadFailed: 'Failed to load Privacy Policy. Please try again later.',
    notFound: 'Privacy Policy Not Found',
  },
} as const;

/** Not in the spec: refusals of a request as such, whatever the endpoint. */
export const REQUEST_MESSAGES = {
  bodyTooLarge: (maxBytes: number) => `The request body is larger than the ${formatByteLimit(maxBytes)} limit.`,
} as const;

/** 2097152 → "2 MB", 65536 → "64 KB": limits are set in whole binary units. */
function formatByteLimit(bytes: number): string {
  const KB = 1024;
  if (bytes >= KB * KB) return `${Math.round((bytes / KB / KB) * 10) / 10} MB`;
  return `${Math.round(bytes / KB)} KB`;
}

export const UPLOAD_MESSAGES = {
  authRequired: {
    title: 'Authentication required',
    message: 'You must be logged in to upload pitch decks',
  },
  skipped: (count: number) => ({
    title: 'Some files skipped',
    message: `${count} files were skipped. Only PDF, PPT, and PPTX files are supported.`,
  }),
  batchComplete: 'Batch Upload Complete',
  uploadFailed: 'Upload failed',
  validationFailed: (reasoning: string) => `Validation failed: ${reasoning}`,
  validationError: (message: string) => `Validation error: ${message}`,
  userNotAuthenticated: 'User not authenticated',
  fileTooLarge: (maxMb: number) => `File is larger than the ${maxMb} MB limit.`,
  unsupportedType: 'Only PDF, PPT, and PPTX files are supported.',
  emptyFile: 'The file is empty.',
  corruptFile: (kind: string) => `The file could not be read as a ${kind} document. It may be corrupt.`,
  encryptedFile: 'The file is password-protected. Remove the password and upload it again.',
  // Not in the spec: a document that exceeds the reader's budgets is stopped, and the user is told why.
  readTimeLimit: (seconds: number) =>
    `The file took longer than ${seconds} second${seconds === 1 ? '' : 's'} to read and was stopped. Export it again as a smaller PDF and upload that.`,
  readMemoryLimit:
    'The file needs more memory to read than one deck may use and was stopped. Export it again as a smaller PDF and upload that.',
  readerStopped: 'The file stopped the document reader. Export it again as a PDF and upload that.',
  tooManySlides: (maxSlides: number) =>
    `The file has over ${maxSlides.toLocaleString('en-US')} slides, more than one deck may have. Save the pitch's slides as a smaller file and upload that.`,
  renderBusy: 'Too many slides are being drawn right now. Please try again in a moment.',
  /** An upload waiting for a reader, with its place in the fair queue (ADR 0025). */
  queuedInLine: (position: number) => (position <= 1 ? 'queued, next in line' : `queued, place ${position} in line`),
} as const;

/**
 * Not in the spec (issue #22 "nothing uploaded is lost"): a refused file is kept, listed under "Not added"
 * on the Pitch Decks page, and can be added anyway (when judged not a pitch deck) or deleted.
 */
export const NOT_ADDED_MESSAGES = {
  sectionTitle: 'Not added',
  sectionDescription: 'Files that did not become decks. They are kept until you add or delete them.',
  addAnywayRow: 'Add as pitch deck anyway',
  addAnyway: 'Add anyway',
  delete: 'Delete',
  adding: 'Adding...',
  notFound: 'Upload not found',
  cannotAddAnyway: 'Only a file refused as not a pitch deck can be added anyway.',
  fileGone: 'The file of this upload is no longer kept.',
  stillProcessing: 'This upload is still being processed.',
  cannotDelete: 'Only a file that was not added can be deleted here.',
  /** Kept on the deck (quick assessment) in place of the validation reasoning. */
  addedAnywayValidation: 'Added as a pitch deck anyway: it was judged not to be one.',
  addedTitle: 'Added as a pitch deck',
  added: (fileName: string) => `${fileName} was added to your pitch decks.`,
  notAddedTitle: 'Not added',
  deleted: (fileName: string) => `${fileName} was deleted.`,
  confirmDeleteTitle: 'Delete this file?',
  confirmDelete: (fileName: string) => `${fileName} and its kept copy will be deleted. This cannot be undone.`,
  /** One row stands for every refused upload of the same file (issue #36): how many there were. */
  attemptCount: (count: number) => `Uploaded ${count} times`,
} as const;

export const DUPLICATE_MESSAGES = {
  identicalContent:
    'This pitch deck appears to be identical to one already uploaded. If this is a demo deck or template, consider uploading a unique deck for better analysis.',
  sameRound: (company: string) =>
    `You already have a deck for "${company}" with the same funding round. To upload an updated version, please delete the existing deck first.`,
  similar: (reason: string) => `A similar deck already exists: ${reason}`,
  /** Added after the spec's message when a workspace colleague uploaded the earlier deck. */
  uploadedBySomeoneElse: (name: string, ago: string) => `${name} uploaded this deck ${ago}.`,
} as const;

export const DECK_MESSAGES = {
  /** A document cut to its first pages (DECK_PAGES_READ_MAX): said on the deck page. */
  onlyFirstPagesRead: (read: number, inDocument: number, unit: 'pages' | 'slides') =>
    `Only the first ${read.toLocaleString('en-US')} of ${inDocument.toLocaleString('en-US')} ${unit} were read.`,
  /** A team deck's fit is its uploader's (ADR 0022): said when another member reads it. */
  fitRatedFor: (name: string) => `Rated against ${name}’s investor profile.`,
  /** A PowerPoint deck on a server without LibreOffice: the viewer shows the slides' text instead. */
  slideImagesNeedLibreOffice:
    'Slide images are not available for PowerPoint decks on this server (LibreOffice is not installed), so the text of each slide is shown instead.',
  slideImagesNoFile: 'This deck has no stored file, so only its text can be shown.',
  fetchFailed: { title: 'Error', message: 'Could not fetch pitch decks.' },
  /**
   * The deep-analysis button at a balance too low to start one, in the spec's words (deep-analysis-admin
   * §2.2), the same on the Analysis list, the Pitch Decks card and the deck page; it leads to the credits page
   * at once (issue #36, ADR 40), where the cost is said.
   */
  getTokens: 'Get Tokens',
  holdFailed: {
    title: 'Unable to Reserve Token',
    message: 'Could not reserve token for analysis. Please try again or contact support.',
  },
  startFailed: (company: string, message: string) => ({
    title: 'Analysis Error',
    message: `Could not start analysis for ${company}: ${message}. Token has been refunded.`,
  }),
  /** A start the server refused before holding anything: nothing was charged, so nothing is refunded. */
  startRefused: (company: string, message: string) => ({
    title: 'Analysis Error',
    message: `Could not start analysis for ${company}: ${message}. No token was used.`,
  }),
  started: (company: string, time: string) => ({
    title: 'Deep Analysis Started',
    message: `${company} analysis is processing asynchronously. ${time} estimated.`,
  }),
  removalFailed: { title: 'Removal Error', message: 'Could not remove the deck from view.' },
  archiveFailed: 'Could not archive the deck.',
  restoreFailed: 'Could not restore the deck.',
  starFailed: 'Could not update star status.',
  recalculationFailed: {
    title: 'Recalculation Failed',
    fallback: 'There was an error updating the investor fit analysis.',
  },
  noInvestorProfile: {
    title: 'No Investor Profile',
    message: 'Please set up your investor profile in Settings to calculate fit analysis.',
  },
  archived: 'Deck Archived',
  hidden: 'Deck Hidden',
  restored: 'Deck Restored',
  starred: 'Starred!',
  unstarred: 'Unstarred',
  fitUpdated: 'Investor Fit Updated!',
  emptyNoDecks: 'Ready to get started?',
  emptyNoMatches: 'No decks match your search criteria',
  retryHint: 'Analysis failed, click to retry',
  invalidFitResponse: 'Invalid response structure: investorFit data not found',
  notFoundInDatabase: (id: string) => `Deck ${id} not found in database`,
  /** Correcting a deck fact (issue #22 item 6, ADR 0012). */
  fieldEdit: {
    editedByYou: 'Edited by you',
    editedBy: (name: string) => `Edited by ${name}`,
    /** A list row does not carry who corrected a fact (in a team it may not have been "you"). */
    editedInList: 'corrected by hand',
    extractedValue: (value: string) => `Extracted from the deck: ${value.trim() || 'nothing'}`,
    tooLong: (label: string, max: number) => `${label} must be at most ${max} characters.`,
    companyNameRequired: 'Company name cannot be empty.',
    nothingToChange: 'Give at least one fact to change.',
    clearHint: 'Leave empty for "not stated in the deck".',
    /** An edited stage, round or location is chosen from extraction's vocabulary (issue #36). */
    stageNotInList: 'Choose a stage from the list.',
    roundNeedsAmountAndCurrency: 'Give the round as an amount and a currency, such as 1.5M and USD.',
    locationNotInList: 'Choose a city or a country from the list.',
    roundAmount: 'Amount',
    roundCurrency: 'Currency',
    saved: 'Fact updated',
    saveFailed: 'Could not save the change.',
  },
  /** A fact extraction is not sure of (ADR 0027). */
  factCheck: {
    badge: 'Check',
    /** Without a slide the value is not the deck's words at all (a company name from the file name). */
    mayBe: (value: string, slide: number | null) =>
      slide
        ? `The deck may say ${value.trim()} (slide ${slide}); not sure`
        : `${value.trim()} is written on no slide (it may come from the file name); not sure`,
    evidence: (quote: string, slide: number) => `Slide ${slide}: “${quote}”`,
    confirm: 'Confirm',
    confirmLabel: (label: string) => `Confirm ${label}`,
    confirmed: 'Fact confirmed',
    confirmedBy: (name: string) => `Confirmed by ${name}`,
    confirmedByYou: 'Confirmed by you',
    /** After a value in a list row, a title or an export cell. */
    inList: 'not sure; check',
    exportNote: '(check)',
    notConfirmable: 'There is no extracted value to confirm.',
  },
} as const;

/** The name of each deck fact, as the deck page and the admin overview show it. */
export const METADATA_FIELD_LABELS = {
  companyName: 'Company',
  product: 'Product',
  industry: 'Industry',
  stage: 'Stage',
  roundSize: 'Round Size',
  geography: 'Location',
  website: 'Website',
  keyPeople: 'Key People',
  shortDescription: 'Short Description',
  executiveSummary: 'Executive Summary',
} as const;

/** Investor-fit texts (spec pitch-deck-handling §3.2; Unknown and the indicator's name: ADR 0009). */
export const FIT_MESSAGES = {
  /** The one match label of a deck's overall fit: card, deck page, Analysis list, deep page, exports. */
  matchLabels: {
    Green: 'Strong Match',
    Yellow: 'Partial Match',
    Red: 'Poor Match',
    Unknown: 'Not Enough Data',
  },
  /** A round written without a currency, rated in the one the deck's other figures use (issue #35). */
  currencyAssumed: (slide: number) => `currency assumed from slide ${slide}`,
  /** A criterion rated Unknown: the deck does not state the value it needs. */
  notStated: 'Not stated in the deck',
  criterionNotStated: (criterion: string) => `${criterion} not stated in the deck`,
  overallFitName: 'Overall fit',
  /** The deep page's match indicator (deep-analysis-admin §2.3), named apart from the overall fit. */
  matchIndicatorName: 'Stage & sector overlap',
} as const;

export const ANALYSIS_MESSAGES = {
  authRequired: { title: 'Authentication Required', message: 'Please sign in to run analysis' },
  insufficientTokens: {
    title: 'Insufficient Tokens',
    message: 'You need at least 1 token to run a deep analysis. Contact admin for more tokens.',
  },
  alreadyRunning: {
    title: 'Analysis Already Running',
    message: 'This deck is already being analyzed. Please wait for it to complete.',
  },
  insufficientBalance: {
    title: 'Insufficient Balance',
    message: 'Unable to reserve token for analysis. Please try again.',
  },
  starting: { title: 'Analysis Starting', message: '1 token reserved. Deep analysis is starting...' },
  started: (estimate: string) => ({
    title: 'Analysis Started!',
    message: `Deep analysis is running. ${estimate} estimated. Token will be consumed upon completion.`,
  }),
  failed: (message: string) => ({
    title: 'Analysis Failed',
    message: `Error: ${message}. Token has been refunded.`,
  }),
  /** A start the server refused before holding anything (the hold and the start are one transaction). */
  startRefused: (message: string) => ({
    title: 'Analysis Failed',
    message: `Error: ${message}. No token was used.`,
  }),
  /** Every start asks first: what it costs and what the balance will be. */
  confirmStart: ({ company, balance, cost, rerun }: { company: string; balance: number | null; cost: number; rerun: boolean }) => ({
    title: rerun ? 'Run the deep analysis again?' : 'Run a deep analysis?',
    message: [
      `${company}: a deep analysis uses ${cost} token${cost === 1 ? '' : 's'}.`,
      balance === null
        ? null
        : `Your balance goes from ${balance} to ${balance - cost} token${balance - cost === 1 ? '' : 's'}.`,
      rerun ? 'The new report replaces the current one.' : null,
      'If the analysis fails, the token is refunded.',
    ]
      .filter(Boolean)
      .join(' '),
    confirm: `Use ${cost} token${cost === 1 ? '' : 's'}`,
  }),
  refundAlsoFailed: (message: string) =>
    `Analysis failed and token refund also failed. Please contact support. Error: ${message}`,
  dashboardLoadFailed: { title: 'Error', message: 'Failed to load dashboard decks. Please try again.' },
  dashboardArchiveFailed: { title: 'Error', message: 'Failed to archive pitch deck. Please try again.' },
  dashboardArchived: {
    title: 'Deck archived',
    message: 'The pitch deck has been archived and moved to your Pitch Decks page.',
  },
  noDeckId: 'No deck ID provided.',
  mustBeLoggedIn: 'You must be logged in to view this page.',
  noPermission: 'You do not have permission to view this deck.',
  deckNotFound: 'Pitch deck not found',
  loadFailed: 'Failed to load pitch deck. Please try again later.',
  adminLoadFailed: 'Could not load pitch deck data',
  mustHaveInitialAnalysis: 'Deck must have initial analysis before running deep analysis',
  /** The error recorded on a run cancelled (and refunded) because its deck or its owner was deleted. */
  cancelledByDeletion: 'The deck was deleted during the analysis. Token has been refunded.',
  deepAnalysisRequired:
    'Run the deep analysis of this deck first: smart questions, data freshness and news intelligence come with it.',
  smartQuestionsMissingInfo: 'Missing Information',
  missingDeckId: 'Missing Deck ID',
  missingDeckContent: 'Missing Deck Content',
  smartQuestionsFailed: { title: 'Generation Failed', message: 'Failed to generate smart questions' },
  freshnessFailed: { title: 'Analysis Failed', message: 'Failed to generate data freshness analysis' },
  newsFailed: { title: 'Error', message: 'Failed to generate news intelligence. Please try again.' },
  noAnalysisData: 'No analysis data available',
  noSectionContent: 'No content available for this section',
  noStructuredQuestions: 'No structured questions found in the analysis',
  copiedAll: 'Copied All Analysis!',
  backendNotAvailable: 'Backend API not available',
  requestFailed: (code: number) => `Request failed with status ${code}`,
  deepResearchFailedStatus: (code: number) => `Deep Research API failed with status ${code}`,
  emptyList: 'No pitch decks in analysis yet',
  emptyListHint: 'Add analyzed pitch decks from the main dashboard to start deep analysis',
  archiveDialog: {
    title: 'Archive this pitch deck?',
    text: 'This will archive the pitch deck and move it to your Pitch Decks page. All analysis data will be preserved and you can unarchive it later.',
  },
} as const;

export const ANALYSIS_CALL_ERRORS = {
  deepResearch: 'Failed to start deep research',
  extractMetadata: 'Failed to extract metadata',
  validate: 'Failed to validate pitch deck',
  generateContent: 'Failed to generate content',
  unexpectedStructure: 'API response structure was not as expected',
  smartQuestions: 'Failed to generate smart questions',
  dataFreshness: 'Failed to analyze data freshness',
  structuredAnalysis: 'Failed to perform structured analysis',
  investorFit: 'Failed to recalculate investor fit',
  newsIntelligence: 'Failed to generate news intelligence',
} as const;

export const ADMIN_MESSAGES = {
  /** Who last edited a setting or document, when that account no longer exists. */
  deletedAccount: 'a deleted account',
  adminRequired: 'Admin access required',
  grantMissingFields: 'Please fill in all required fields',
  invalidAmount: { title: 'Invalid Amount', message: 'Please enter a valid positive number' },
  grantFailed: 'Failed to grant tokens',
  creditsSettingFailed: 'Failed to update new user credits setting',
  deleteDeckFailed: 'Failed to delete the deck',
  deleteUserFailed: 'Failed to delete the user',
  fixBalanceFailed: 'Failed to fix token balance',
  loadSettingsFailed: 'Failed to load application settings',
  updateSettingsFailed: 'Failed to update settings',
  loadLegalFailed: 'Failed to load legal documents. Please try again.',
  saveLegalFailed: 'Failed to save document. Please try again.',
  loadDashboardFailed: 'Failed to load admin dashboard data',
  loadAiConfigFailed: 'Failed to load AI configuration',
  noConfiguration: 'No Configuration Found',
  testFailed: { title: 'Test Failed', message: 'Configuration test failed' },
  loadIndustriesFailed: 'Failed to load industry system',
  saveDeepResearchFailed: 'Failed to save deep research',
  saveAnalysisConfigFailed: 'Failed to save analysis configuration',
  savePromptFailed: 'Failed to save prompt configuration',
  syncFailed: 'Failed to sync',
  cleanupFailed: { title: 'Cleanup Failed', message: 'Failed to clean up stored prompts' },
  modelFieldsRequired: 'Please fill in Model ID and Name',
  modelExists: 'A model with this ID already exists',
  deckNotFound: { title: 'Deck Not Found', message: 'The requested pitch deck could not be found.' },
  copied: 'Copied!',
  cannotDeleteAdmin: 'Admin users cannot be deleted',
  backendOffline: { title: 'Backend Offline', message: 'Cannot connect to backend proxy server' },
  connectionError: { title: 'Connection Error', message: 'Failed to check backend status' },
  backendProxyUnavailable: 'Backend proxy is not available. Please start the backend server.',
  manualDeckNotFound: { title: 'Deck Not Found', message: 'No deck found with that ID' },
  manualCheckFailed: { title: 'Error', message: 'Failed to check deck' },
  manualTriggerFailed: (message: string | null | undefined) => ({
    title: 'Analysis Failed',
    message: message ? `Error: ${message}` : 'Unknown error',
  }),
} as const;

/** Share links (issue #20 item 2, ADR 0020). The spec has no wording for them. */
export const SHARE_LINK_MESSAGES = {
  /** The one answer for a revoked, expired or unknown link (the public page shows it as it is). */
  unavailable: 'This share link has expired or was revoked.',
  unavailableHint: 'Ask the person who shared it for a new link.',
  notFound: 'This share link does not exist.',
  /** After a fact the owner set rather than read from the deck (ADR 0039). */
  editedFact: '(set by the owner)',
  editedFactTitle: 'Not read from the deck: the owner of the deck set this value.',
  /** Above the report when the owner edited facts after it was written (ADR 0039). */
  factsEditedSince: 'The owner edited these facts after this report was written; the report quotes the earlier values. The facts now:',
  tooMany: (max: number) =>
    `This deck has ${max} active share links, the most one deck may have. Revoke one you no longer need first.`,
  expiryRange: (max: number) => `Choose an expiry between 1 and ${max} days, or none.`,
  /** What the owner is told before creating a link. */
  whatIsShared:
    'Anyone with the link can see the deck facts, its summary and the deep-analysis report, without signing in. Your investor profile, the fit rating, your notes and your other decks are never shown.',
  sharedBy: 'Shared from Pitchscope',
  reportWithheld:
    'The verdict and every line about the investor fit are left out of a shared report: they depend on the investor, not on the deck.',
} as const;

export const WORKSPACE_MESSAGES = {
  notFound: 'This workspace does not exist or you are not a member of it.',
  ownerOnly: 'Only an owner of this workspace can do this.',
  viewerReadOnly: 'You are a viewer in this workspace: you can read its decks but not change them.',
  personalNotShared:
    'Your personal workspace is yours alone: it cannot be left, deleted or shared. Create a team workspace to invite people.',
  lastOwner: 'A workspace needs at least one owner. Make someone else an owner first.',
  memberNotFound: 'This person is not a member of this workspace.',
  nameRequired: 'Give the workspace a name.',
  nameTooLong: (max: number) => `A workspace name can be at most ${max} characters.`,
  notAMember: 'You are not a member of this workspace.',
} as const;

/**
 * The spec's service failures (pitch-deck-handling §9, deep-analysis-admin §10): the message an API
 * call answers when it fails for a reason of ours (code INTERNAL, status 500), per operation.
 */
export const SERVICE_FAILURES = {
  getDecks: 'Failed to get pitch decks',
  getDeck: 'Failed to get pitch deck',
  createDeck: 'Failed to create pitch deck',
  updateDeck: 'Failed to update pitch deck',
  deleteDeck: 'Failed to delete pitch deck',
  updateSmartQuestions: 'Failed to update smart questions',
  updateDataFreshness: 'Failed to update data freshness analysis',
  updateNewsIntelligence: 'Failed to update news intelligence',
  archiveDeck: 'Failed to archive deck',
  unarchiveDeck: 'Failed to unarchive deck',
  hideDeck: 'Failed to hide deck from user',
  getUsers: 'Failed to get users',
  getAllDecks: 'Failed to get all decks',
  getAnalytics: 'Failed to get analytics data',
  deleteUser: (reason: string) => `Failed to delete user: ${reason}`,
} as const;

/** A deep analysis is complete: its email and its browser notification (Settings → Notifications). */
export const ANALYSIS_COMPLETE_MESSAGES = {
  subject: (company: string) => `Deep analysis complete: ${company}`,
  body: (company: string) => `The deep analysis of ${company} is complete: the report, its questions for the founders and the data-freshness review are ready.`,
  openLink: 'Open the deep analysis',
  settingsNote: 'You get this email because email notifications are on in your Pitchscope settings.',
  /** In place of a company name the deck does not give. */
  unnamedCompany: 'your deck',
} as const;

/** Settings → Notifications: what each toggle does on this server. */
export const NOTIFICATION_HINTS = {
  email: 'An email when a deep analysis is complete.',
  /** When the server has no SMTP_URL / MAIL_FROM. */
  emailWithoutMail: "Email needs the server's mail settings (SMTP_URL and MAIL_FROM); this server has none, so no email is sent.",
  browser: 'A notification in this browser when a deep analysis is complete, while Pitchscope is open.',
  weeklyDigest: "A weekly email of your deal flow: the week's new decks, best fits first, and completed deep analyses. Nothing is sent for a quiet week.",
  /** When the server has no SMTP_URL / MAIL_FROM. */
  weeklyDigestWithoutMail: "The weekly digest is an email, and this server has no mail settings (SMTP_URL and MAIL_FROM): none is sent.",
} as const;

export const INVITATION_MESSAGES = {
  notFound: 'This invitation link does not exist. Check that you copied the whole link.',
  expired: 'This invitation has expired. Ask the person who invited you for a new link.',
  revoked: 'This invitation was withdrawn. Ask the person who invited you for a new link.',
  used: 'This invitation has already been used. Each invitation link works once; ask for a new one.',
  alreadyMember: 'You are already a member of this workspace.',
  emailInvalid: 'Enter a valid email address, or leave it empty to share the link yourself.',
  emailSubject: (workspaceName: string) => `You are invited to ${workspaceName} on Pitchscope`,
  /** The email's opening sentence, in its text and its HTML part. */
  emailInvitedYou: (invitedByName: string, workspaceName: string, role: string) =>
    `${invitedByName} invited you to join the workspace "${workspaceName}" on Pitchscope as ${role}.`,
  emailLinkWorksUntil: (expiresOn: string) => `The link works once, until ${expiresOn}.`,
  emailBody: (invitedByName: string, workspaceName: string, role: string, url: string, expiresOn: string) =>
    `${INVITATION_MESSAGES.emailInvitedYou(invitedByName, workspaceName, role)}\n\nOpen this link to accept (it works once, until ${expiresOn}):\n${url}\n`,
  emailIgnoreNote: 'If you did not expect this invitation, ignore this email: nothing happens until the link is opened.',
  /** Settings → Team, a pending invitation's email. */
  emailQueued: 'Sending email...',
  emailSent: 'Emailed',
  emailNotSent: (reason: string) => `Email not sent: ${reason}`,
  linkOnly: 'Link only',
  /** The invite form when the server has no SMTP_URL / MAIL_FROM. */
  mailNotConfigured: 'Email is not set up on this server: the invitation is not emailed, share the link yourself.',
  /** Why an email was not sent, as the owner sees it (the details go to the server log only). */
  mailServerUnreachable: 'the mail server could not be reached',
  mailServerRefusedLogin: "the mail server refused Pitchscope's sign-in",
  mailServerRefusedMessage: (code: number) => `the mail server refused the message (SMTP ${code})`,
  mailFailed: 'the email could not be sent',
} as const;

/**
 * What a user is told about a request Pitchscope made to their URL (a webhook delivery, later a link it
 * fetches), and nothing more (issue #29 item 3): the network error itself (ECONNREFUSED, EHOSTUNREACH, a
 * TLS alert) would tell which hosts and ports exist behind a URL, a port scanner's oracle. The raw error
 * goes to the server log only.
 */
export const OUTBOUND_MESSAGES = {
  couldNotConnect: 'could not connect',
  timedOut: 'timed out',
  answered: (status: number) => `answered ${status}`,
} as const;
