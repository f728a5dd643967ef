/**
 * The SMS bill's arithmetic lives in the contract (packages/contract/src/sms-parts.ts): the console
 * counts a message's parts live as it is typed, and the server's answer must say the same.
 */
export { measureSms, type SmsEncoding, type SmsMeasure } from '@fest/contract';
