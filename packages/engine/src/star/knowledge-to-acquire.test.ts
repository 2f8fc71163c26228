import { describe, expect, it } from 'vitest';
import { unknownKnowledge } from './knowledge-to-acquire';

const asks =
  'Knowledge of, or the ability to quickly acquire knowledge of, the Victorian Child Safe Standards and related reporting obligations.';

describe('a criterion that accepts learning what the person does not yet know', () => {
  it('asks what the person knows of it, by its name, when the CV names none of it', () => {
    expect(unknownKnowledge(asks, 'Youth worker in Darwin; trained in NT child protection reporting.')).toBe(
      '[Your CV does not mention the Victorian Child Safe Standards: say what you know of it, or how you would learn it quickly.]',
    );
  });

  it('asks nothing when the CV names it, or when the criterion asks for knowledge by no name', () => {
    expect(unknownKnowledge(asks, 'Completed training in the Victorian Child Safe Standards (2023).')).toBeNull();
    // Two Acts asked with their states, said with their brackets, as "them".
    expect(
      unknownKnowledge(
        'Knowledge of, or the ability to quickly acquire knowledge of, the Sentencing Act 1995 (NT) and the Parole Act 1971 (NT).',
        'youth outreach worker; mandatory reporter under the care and protection of children act 2007 (nt)',
      ),
    ).toBe(
      '[Your CV does not mention Sentencing Act 1995 (NT) and the Parole Act 1971 (NT): say what you know of them, or how you would learn them quickly.]',
    );
    // An Act named with its state in brackets, as the CV names it.
    expect(
      unknownKnowledge(
        'Knowledge of, or the ability to rapidly acquire knowledge of, the Biosecurity Act 2019 (Tas) and associated regulations.',
        'self-directed study of the biosecurity act 2019 (tas) and biosecurity tasmania import requirements',
      ),
    ).toBeNull();
    // Named without its owner's name: "Sunrise EMR" for "SA Health's Sunrise EMR".
    expect(
      unknownKnowledge(
        "Knowledge of SA Health's Sunrise EMR and Patient Administration System (PAS).",
        'process admissions in sunrise emr and pas',
      ),
    ).toBeNull();
    expect(
      unknownKnowledge(
        'Sound knowledge of, or the ability to quickly acquire knowledge of, administrative processes.',
        '',
      ),
    ).toBeNull();
  });

  it('asks for the use of knowledge or a tool asked by a name the CV never names, and nothing for one it knows', () => {
    expect(unknownKnowledge('Knowledge of the Victorian Child Safe Standards.', 'Youth worker.')).toBe(
      '[Your CV does not mention the Victorian Child Safe Standards: if you know it, say where you have applied it.]',
    );
    expect(unknownKnowledge('Experience using booking platforms (e.g. Bookwell, Cliniko).', 'Receptionist.')).toBe(
      '[Your CV does not mention Bookwell or Cliniko: if you have used them or a tool like them, say so here.]',
    );
    // Two names at most in the prompt.
    expect(
      unknownKnowledge(
        'Experience using practice software (e.g. Bookwell, Cliniko, Halaxy or Nookal).',
        'Receptionist.',
      ),
    ).toBe(
      '[Your CV does not mention Bookwell, Cliniko or the others the criterion names: if you have used them or a tool like them, say so here.]',
    );
    // A tool the vocabulary knows is judged by the evidence, which reads it in other words too ("MS Office").
    expect(unknownKnowledge('Knowledge of Microsoft Office', 'Skilled in MS Office.')).toBeNull();
    expect(unknownKnowledge('Experience using Cliniko', 'Booked patients in Cliniko daily.')).toBeNull();
  });

  it('names "Aboriginal and Torres Strait Islander" whole, and reads "an understanding of and commitment to"', () => {
    expect(
      unknownKnowledge(
        'An understanding of and commitment to Aboriginal and Torres Strait Islander cultural safety in health education.',
        'Registered nurse; led a falls prevention project.',
      ),
    ).toBe(
      '[Your CV does not mention Aboriginal and Torres Strait Islander cultural safety in health education: if you know it, say where you have applied it.]',
    );
  });

  it('names the Act an example gives, whole, where the CV shows the subject before it but not the Act', () => {
    expect(
      unknownKnowledge(
        'Sound understanding of client confidentiality, including the Privacy and Personal Information Protection Act 1998 (NSW).',
        'Completed privacy and confidentiality training each year; managed client records in CRM.',
      ),
    ).toBe(
      '[Your CV does not mention the Privacy and Personal Information Protection Act 1998 (NSW): if you know it, say where you have applied it.]',
    );
  });

  it('reads a name the CV gives by its short form as named, and asks for the one it does not give, whole', () => {
    const criterion =
      'Sound knowledge of Australian Research Council (ARC) and National Health and Medical Research Council (NHMRC) funding rules.';
    expect(unknownKnowledge(criterion, 'Checked 140 ARC and NHMRC applications against the funding rules.')).toBeNull();
    expect(unknownKnowledge(criterion, 'Checked 140 ARC applications against the funding rules.')).toBe(
      '[Your CV does not mention National Health and Medical Research Council (NHMRC): if you know it, say where you have applied it.]',
    );
  });

  it("reads past a criterion's short name, and asks a longer name a known term sits inside", () => {
    expect(
      unknownKnowledge(
        'Risk, probity and compliance: Understanding of probity requirements in government funding, including experience applying the Victorian Common Funding Agreement.',
        'Managed 68 grant agreements and acquittals; wrote funding submissions.',
      ),
    ).toBe(
      '[Your CV does not mention the Victorian Common Funding Agreement: if you know it, say where you have applied it.]',
    );
  });

  it('reads a name as named without the year of its edition', () => {
    expect(
      unknownKnowledge(
        'Knowledge of the National Statement on Ethical Conduct in Human Research (2023) and research governance processes.',
        'Screened 30 ethics applications a month against the National Statement on Ethical Conduct in Human Research.',
      ),
    ).toBeNull();
  });

  it('reads a name the CV gives with a run of its words by their initials ("Standards for RTOs") as named', () => {
    const criterion =
      'Demonstrated knowledge of the Standards for Registered Training Organisations and the legislative framework governing VET.';
    expect(unknownKnowledge(criterion, 'Audited providers against the Standards for RTOs 2015.')).toBeNull();
    expect(unknownKnowledge(criterion, 'Audited providers against the training standards.')).not.toBeNull();
    // The Act an example gives is asked though the CV names what comes before it.
    const withAct = `${criterion.replace(/\.$/, '')}, including the Vocational Education and Training Act 1996.`;
    expect(unknownKnowledge(withAct, 'Audited providers against the Standards for RTOs 2015.')).toMatch(
      /does not mention the Vocational Education and Training Act 1996/,
    );
  });
});

describe('the body an ad names by its kind', () => {
  it('is no name a CV gives: "the Office" asked beside a law is not named by a CV that says "office"', () => {
    const asks =
      'Knowledge of, or the ability to quickly acquire knowledge of, the legislation administered by the Office, including the Land Tax Act 1936 (SA).';
    expect(unknownKnowledge(asks, 'Office administrator at a law firm; Privacy Act 1988.')).toMatch(
      /^\[Your CV does not mention the Land Tax Act 1936 \(SA\)/,
    );
  });
});
