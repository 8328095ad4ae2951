import { pageFilesOfPlan, type PreloadPlan } from './preload-plan';

const PLAN: PreloadPlan = {
  exposes: {
    DashboardPage: {
      files: ['chunks/page.js'],
      css: ['chunks/page.css'],
      shared: ['zod', 'forms'],
    },
  },
  shared: {
    zod: { files: ['chunks/zod.js'], shared: [] },
    forms: { files: ['chunks/forms.js'], css: ['chunks/forms.css'], shared: ['zod', 'dates'] },
    dates: { files: ['chunks/dates.js'], shared: ['forms'] },
  },
};

describe('pageFilesOfPlan', () => {
  it("lists the page's scripts and styles and those of every shared copy it reaches, once each", () => {
    expect(pageFilesOfPlan(PLAN, 'DashboardPage', new Set())).toEqual({
      scripts: ['chunks/page.js', 'chunks/zod.js', 'chunks/forms.js', 'chunks/dates.js'],
      css: ['chunks/page.css', 'chunks/forms.css'],
    });
  });

  it('leaves out what the host provides and everything only that copy reaches', () => {
    expect(pageFilesOfPlan(PLAN, 'DashboardPage', new Set(['forms']))).toEqual({
      scripts: ['chunks/page.js', 'chunks/zod.js'],
      css: ['chunks/page.css'],
    });
  });

  it('lists nothing for a page the plan does not know', () => {
    expect(pageFilesOfPlan(PLAN, 'ProfilePage', new Set())).toEqual({ scripts: [], css: [] });
  });
});
