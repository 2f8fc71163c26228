export { CREDENTIALS } from './credentials';
export { OCCUPATIONS } from './occupations';
export { SKILLS } from './skills';
export { SOFT_SKILLS } from './soft-skills';
export { TOOLS } from './tools';
export { term, type Term, type TermKind } from './term';
