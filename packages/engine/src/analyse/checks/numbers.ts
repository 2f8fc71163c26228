import { ANY_DATE, DATE_RANGE } from './dates';
import { findAuPhone } from '../../read/phone';

// "8 years", "3+ yrs", "six months": how long, not how much.
const DURATION = /\b\d+\+?\s*(?:years?|yrs?|months?|mths?)(?:['’]s?)?\b/gi;
// Grades and levels that are names, not results: "Level 3", "Year 12", "Grade 5", "Band 4", "APS 6", "EL1".
const LABEL_NUMBER =
  /\b(?:levels?|years?|grades?|bands?|step|tier|stages?|phase|version|aps|el|cert(?:ificate)?|terms?|semester|unit|module|week)\s?-?\d+(?:\s?[-–]\s?\d+)?\b/gi;
// A name with digits in it ("PLAN2", "HLTAID011", "COVID-19", "Office365") names something; it does not measure it.
const NAME_WITH_DIGITS = /\b\p{L}+-?\d+\p{L}*\b/gu;
// A year on its own ("in 2019", "the 2020 plan"), unless it is money or a count ("$2000", "2000+ clients").
const YEAR =
  /(?<![$\d.,])\b(?:19[5-9]\d|20[0-4]\d)\b(?![\d%+]|[.,]\d|\s*(?:clients|customers|staff|people|users|students|patients|units|items|orders|calls|members|employees|participants|sales|visitors|subscribers|applications|cases|records|tickets|transactions)\b)/gi;
// Financial years and quarters name a period, not a result: "2022-23", "2021/22", "FY2023", "FY23", "Q3", "H1".
const PERIOD = /\b(?:(?:19|20)\d{2}\s?[-–/]\s?\d{2}(?!\d)|FY\s?(?:19|20)?\d{2}(?:[-–/]\d{2})?|Q[1-4]|H[12])\b/gi;
// A postcode after a state: "NSW 2150".
const POSTCODE = /\b(?:NSW|VIC|QLD|WA|SA|TAS|ACT|NT)\s+\d{4}\b/g;
// A time of day says when, not how much: "start at 6.30", "6:30am", "from 7 am".
const TIME_OF_DAY = /\b(?:[01]?\d|2[0-3])[.:][0-5]\d\s?(?:am|pm)?\b|\b(?:1[0-2]|0?[1-9])\s?(?:am|pm)\b/gi;

/** The line without dates, durations, grades, postcodes, times of day and phone numbers: what is left may show an
 * achievement. */
export function achievementText(text: string): string {
  let t = text
    .replace(DATE_RANGE, ' ')
    .replace(PERIOD, ' ')
    .replace(ANY_DATE, ' ')
    .replace(YEAR, ' ')
    .replace(DURATION, ' ')
    .replace(LABEL_NUMBER, ' ')
    .replace(NAME_WITH_DIGITS, ' ')
    .replace(POSTCODE, ' ')
    .replace(TIME_OF_DAY, ' ');
  for (let phone = findAuPhone(t); phone; phone = findAuPhone(t)) t = t.replace(phone, ' ');
  return t;
}
