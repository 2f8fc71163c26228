/** Why a Word file could not be read, each with the one sentence the user sees (HTTP 422). */
export const READ_ERROR_MESSAGES = {
  empty:
    "We couldn't find any text in this file. If your CV is a scanned image or a picture, please upload a Word document with real text.",
  encrypted:
    'This file is password-protected, so we can’t open it. Remove the password in Word (File › Info › Protect Document), save, and upload it again.',
  corrupt:
    'This file seems to be damaged or incomplete, so we couldn’t read it. Open it in Word, save it again and upload the new copy.',
  not_word:
    'This file isn’t a Word document, even though its name says it is. Please upload a .doc or .docx file saved from Word.',
  legacy_word:
    'This file uses an old Word format (Word 95 or earlier) that we can’t read. Open it in Word, save it as .docx and upload it again.',
  not_a_cv:
    'This doesn’t look like a CV: it has only a few words. Upload your CV with your experience, education and skills, and we’ll analyse it.',
  no_cv_details:
    'This doesn’t look like a CV: we found no contact details, work history, education or skills in it. Upload your CV and we’ll analyse it.',
  too_much_text:
    'This file holds far more text than a CV does, so we didn’t analyse it. Please upload your CV on its own.',
  too_complex:
    'This file unpacks to far more data than a CV needs, so we didn’t open it. Please upload a normal Word CV.',
} as const;
export type ReadErrorKind = keyof typeof READ_ERROR_MESSAGES;
