import type { Mirror } from '../types';
import type { contest as fa } from '../fa/contest';

export const contest: Mirror<typeof fa> = {
  eyebrow: 'The festival’s capture-the-flag',
  title: 'Find the flag! A Linux and security competition',
  lead: 'A few hours, dozens of challenges and a terminal. In the festival’s Capture The Flag (CTF), put what you know about Linux, networking and security to the test against fellow enthusiasts.',

  whatTitle: 'What is it?',
  whatText1: 'Capture The Flag is a contest of technical skill and security: each challenge is a puzzle whose answer is a string called a “flag”, hidden somewhere in a server, a file or a program. Every flag you find and submit scores points.',
  whatText2: 'Challenges range from easy to hard, so newcomers to the command line are welcome too. The highest score ranks first, and the winners are announced at the festival’s closing ceremony.',

  categoriesTitle: 'Challenge categories',
  catShellTitle: 'Command line and scripting',
  catShellText: 'Finding your way around the file system, permissions, processes and Bash automation.',
  catNetTitle: 'Networking',
  catNetText: 'Capturing and analysing packets, ports and hidden services.',
  catWebTitle: 'Web security',
  catWebText: 'Finding vulnerabilities in web applications and Linux servers.',
  catForensicsTitle: 'Digital forensics',
  catForensicsText: 'Pulling clues out of logs, disk images and deleted files.',
  catReverseTitle: 'Reverse engineering',
  catReverseText: 'Reading, understanding and patching ELF executables.',
  catCryptoTitle: 'Cryptography',
  catCryptoText: 'Breaking classic ciphers and flawed implementations.',

  howTitle: 'How do I take part?',
  step1: 'Log in to your account and press “Register and pay”.',
  step2: 'Pay the fee at the bank’s secure gateway; when you come back, this page shows you as registered.',
  step3: 'On the day, collect your login for the competition platform at the festival’s reception desk.',
  step4: 'Solve challenges, submit flags and follow your place on the scoreboard.',

  rulesTitle: 'Rules',
  rule1: 'The competition is individual: one account per person.',
  rule2: 'Bring your own laptop with any Linux distribution (or a virtual machine).',
  rule3: 'Attacking the competition’s infrastructure or other players is forbidden and leads to disqualification.',
  rule4: 'Do not share flags or solutions until the competition ends.',
  rule5: 'Seats are limited and yours is confirmed by payment: register early.',

  signupTitle: 'Register for the competition',
  signupText: 'Registration is confirmed by online payment.',
  price: 'Fee',
  seatsLeft: 'Seats left',
  seatsValue: '{left} of {total}',
  loginToRegister: 'Log in to register',
  registerAndPay: 'Register and pay {price}',
  register: 'Register for the competition',
  signedUp: 'You are registered for the competition',
  closed: 'Registration is closed',
  full: 'The competition is full',
  payNote: 'Payment is made through the ZarinPal gateway, and then you come back to this site.',
  somethingWrong: 'Something went wrong!',
};
