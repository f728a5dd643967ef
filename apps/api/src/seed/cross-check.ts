import fs from 'node:fs';
import path from 'node:path';
import { MAX_CO_SPEAKERS, normalizePhone } from '@fest/contract';

/** One thing wrong with a data file: where (`presentations[3].presenters[0]`) and why. */
export interface Problem {
  path: string;
  message: string;
}

export const IMAGE_EXTENSIONS = ['.svg', '.png', '.jpg', '.jpeg', '.webp', '.gif'];
const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

type Raw = Record<string, unknown>;
const isObject = (v: unknown): v is Raw => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

/** The objects of one section with their indexes; anything malformed is the schema's to report. */
function entries(file: Raw, section: string): [number, Raw][] {
  const list = file[section];
  if (!Array.isArray(list)) return [];
  return list.flatMap((item, i): [number, Raw][] => (isObject(item) ? [[i, item]] : []));
}

export function isRemoteUrl(value: string): boolean {
  return /^https?:\/\//i.test(value);
}

/**
 * Rules that span fields or sections, checked on the raw file so they are reported even when
 * the schema found other problems: duplicate keys and codes, unknown references, times, seats,
 * and image files that must exist beside the data file.
 */
export function crossCheck(file: unknown, baseDir: string): Problem[] {
  if (!isObject(file)) return [];
  const problems: Problem[] = [];
  const add = (p: string, message: string) => problems.push({ path: p, message });

  const keysOf = (section: string): Map<string, number> => {
    const seen = new Map<string, number>();
    for (const [i, item] of entries(file, section)) {
      const k = str(item.key);
      if (k === null) continue;
      const first = seen.get(k);
      if (first !== undefined) add(`${section}[${i}].key`, `duplicate key "${k}" (already used by ${section}[${first}])`);
      else seen.set(k, i);
    }
    return seen;
  };
  const presenterKeys = keysOf('presenters');
  const tagKeys = keysOf('tags');
  const presentationKeys = keysOf('presentations');
  keysOf('accessories');

  const checkRefs = (where: string, list: unknown, known: Map<string, number>, what: string) => {
    if (!Array.isArray(list)) return;
    const seen = new Set<string>();
    list.forEach((ref, j) => {
      const k = str(ref);
      if (k === null) return;
      if (!known.has(k)) add(`${where}[${j}]`, `unknown ${what} key "${k}"`);
      else if (seen.has(k)) add(`${where}[${j}]`, `"${k}" is listed twice`);
      seen.add(k);
    });
  };

  for (const [i, p] of entries(file, 'presentations')) {
    checkRefs(`presentations[${i}].presenters`, p.presenters, presenterKeys, 'presenter');
    checkRefs(`presentations[${i}].tags`, p.tags, tagKeys, 'tag');
    const start = typeof p.start === 'string' ? Date.parse(p.start) : NaN;
    const end = typeof p.end === 'string' ? Date.parse(p.end) : NaN;
    if (!Number.isNaN(start) && !Number.isNaN(end) && end <= start) {
      add(`presentations[${i}].end`, 'must be after start');
    }
  }

  const settings = isObject(file.settings) ? file.settings : null;
  const startsOn = str(settings?.starts_on);
  const endsOn = str(settings?.ends_on);
  if (startsOn && endsOn && endsOn < startsOn) add('settings.ends_on', 'must not be before starts_on');

  const codes = new Map<string, number>();
  for (const [i, c] of entries(file, 'coupons')) {
    checkRefs(`coupons[${i}].eligible_presentations`, c.eligible_presentations, presentationKeys, 'presentation');
    const code = str(c.code)?.toLowerCase();
    if (!code) continue;
    const first = codes.get(code);
    if (first !== undefined) add(`coupons[${i}].code`, `duplicate coupon code "${str(c.code)}" (codes ignore case; already used by coupons[${first}])`);
    else codes.set(code, i);
  }

  const phones = new Map<string, number>();
  const roles = new Map<string, unknown>();
  const emails = new Map<string, number>();
  const registered = new Map<string, number>();
  for (const [i, u] of entries(file, 'users')) {
    const phone = typeof u.phone_number === 'string' ? normalizePhone(u.phone_number) : null;
    if (phone) {
      const first = phones.get(phone);
      if (first !== undefined) add(`users[${i}].phone_number`, `duplicate phone number ${phone} (already used by users[${first}])`);
      else {
        phones.set(phone, i);
        roles.set(phone, u.role ?? 'user');
      }
    }
    if (isObject(u.speaker_profile)) checkAvailability(`users[${i}].speaker_profile.availability`, u.speaker_profile.availability, add);
    const email = str(u.email)?.toLowerCase();
    if (email) {
      const first = emails.get(email);
      if (first !== undefined) add(`users[${i}].email`, `duplicate e-mail "${email}" (already used by users[${first}])`);
      else emails.set(email, i);
    }
    checkRefs(`users[${i}].registrations`, u.registrations, presentationKeys, 'presentation');
    if (Array.isArray(u.registrations)) {
      for (const k of new Set(u.registrations.map(str))) {
        if (k !== null && presentationKeys.has(k)) registered.set(k, (registered.get(k) ?? 0) + 1);
      }
    }
  }
  for (const [i, p] of entries(file, 'presentations')) {
    const k = str(p.key);
    const taken = k === null ? 0 : (registered.get(k) ?? 0);
    if (taken > 0 && typeof p.capacity === 'number' && taken > p.capacity) {
      add(`presentations[${i}].capacity`, `${taken} users are registered for it but its capacity is ${p.capacity}`);
    }
  }

  checkProposals(file, phones, roles, add);

  const images: [string, string][] = [
    ['presenters', 'avatar'],
    ['presentations', 'poster'],
    ['accessories', 'img'],
    ['staff', 'image'],
  ];
  for (const [section, field] of images) {
    for (const [i, item] of entries(file, section)) {
      const value = str(item[field]);
      if (value === null) continue;
      const problem = imageProblem(value, baseDir);
      if (problem) add(`${section}[${i}].${field}`, problem);
    }
  }
  return problems;
}

/** A speaker's availability: each range ending after it starts, none overlapping another (as the site's form). */
function checkAvailability(where: string, list: unknown, add: (p: string, message: string) => void): void {
  if (!Array.isArray(list)) return;
  const ranges = list.flatMap((r, j) => {
    if (!isObject(r) || typeof r.start !== 'string' || typeof r.end !== 'string') return [];
    const start = Date.parse(r.start);
    const end = Date.parse(r.end);
    if (Number.isNaN(start) || Number.isNaN(end)) return [];
    if (end <= start) add(`${where}[${j}].end`, 'must be after start');
    return [{ j, start, end }];
  });
  ranges.sort((a, b) => a.start - b.start);
  for (let k = 1; k < ranges.length; k += 1) {
    if (ranges[k]!.start < ranges[k - 1]!.end) add(`${where}[${ranges[k]!.j}].start`, `overlaps ${where}[${ranges[k - 1]!.j}]`);
  }
}

/**
 * A file's proposals: every phone one of the file's users, once per proposal; at most MAX_CO_SPEAKERS
 * co-speakers, as on the site; each review by a reviewer or an admin of the file, once per proposal, and
 * never by one of its speakers (contract: nobody reviews a proposal they speak in or are invited to);
 * words with the decision only where there is one.
 */
function checkProposals(file: Raw, phones: Map<string, number>, roles: Map<string, unknown>, add: (p: string, message: string) => void): void {
  const phoneOf = (v: unknown) => (typeof v === 'string' ? normalizePhone(v) : null);
  for (const [i, p] of entries(file, 'proposals')) {
    const people = new Set<string>();
    for (const field of ['speakers', 'invited'] as const) {
      const list = p[field];
      if (!Array.isArray(list)) continue;
      list.forEach((value, j) => {
        const phone = phoneOf(value);
        if (phone === null) return;
        if (!phones.has(phone)) add(`proposals[${i}].${field}[${j}]`, `no user in the file has the phone ${phone}`);
        else if (people.has(phone)) add(`proposals[${i}].${field}[${j}]`, `${phone} is named twice in this proposal`);
        people.add(phone);
      });
    }
    const speakerCount = Array.isArray(p.speakers) ? p.speakers.length : 0;
    const invitedCount = Array.isArray(p.invited) ? p.invited.length : 0;
    if (speakerCount > 0 && speakerCount - 1 + invitedCount > MAX_CO_SPEAKERS) {
      add(`proposals[${i}].invited`, `a proposal has at most ${MAX_CO_SPEAKERS} co-speakers besides the one who sent it`);
    }
    const state = str(p.state) ?? 'SUBMITTED';
    if (p.message !== undefined && state === 'SUBMITTED') add(`proposals[${i}].message`, 'is the organisers\' words with a decision: only for a proposal that is not SUBMITTED');
    const reviewers = new Set<string>();
    for (const [k, r] of Array.isArray(p.reviews) ? p.reviews.entries() : []) {
      const phone = isObject(r) ? phoneOf(r.reviewer) : null;
      if (phone === null) continue;
      const where = `proposals[${i}].reviews[${k}].reviewer`;
      if (!phones.has(phone)) add(where, `no user in the file has the phone ${phone}`);
      else if (roles.get(phone) !== 'reviewer' && roles.get(phone) !== 'admin') add(where, `${phone} is neither a reviewer nor an admin`);
      else if (people.has(phone)) add(where, `${phone} speaks in this proposal and may not review it`);
      else if (reviewers.has(phone)) add(where, `${phone} reviews this proposal twice`);
      reviewers.add(phone);
    }
  }
}

/** Why an image reference cannot be used, or null when it can. */
function imageProblem(value: string, baseDir: string): string | null {
  if (isRemoteUrl(value)) return null;
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) return `"${value}" must be a file path or an http(s) URL`;
  const ext = path.extname(value).toLowerCase();
  if (!IMAGE_EXTENSIONS.includes(ext)) return `"${value}" must be an image (${IMAGE_EXTENSIONS.join(', ')})`;
  const full = path.resolve(baseDir, value);
  let stat: fs.Stats;
  try {
    stat = fs.statSync(full);
  } catch {
    return `file not found: ${full}`;
  }
  if (!stat.isFile()) return `not a file: ${full}`;
  if (stat.size > MAX_IMAGE_BYTES) return `${full} is larger than 5 MB`;
  return null;
}
