import { describe, expect, it } from 'vitest'
import { CURATED } from '../../src/game/curated.js'
import { allQuestions, catalogIds, findQuestion, TOPICS, type Question } from '../../src/game/catalog.js'
import type { Locale } from '../../src/i18n/translations.js'
import { acceptedAnswers, textsFor } from '../../src/i18n/question-texts.js'
import { scoreAnswer, solutionFields } from '../../src/game/scoring.js'
import { formBody, ORIGIN, Player, questionOf, rightAnswer, send, wrongAnswer, type Fields } from '../player.js'

const pathOf = (response: Response) => new URL(response.headers.get('location')!, ORIGIN).pathname

/** Plays a whole game without JavaScript; `right(i)` decides which answers are right. */
const playByForm = async (player: Player, locale: Locale, right: (i: number) => boolean) => {
  let path = await player.start(locale)
  for (let i = 0; i < 10; i++) {
    const question = questionOf(path)
    const page = await player.get(path)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain(`action="${path}"`)
    const posted = await player.post(path, right(i) ? rightAnswer(question, locale) : wrongAnswer(question))
    expect(posted.status).toBe(303)
    expect(pathOf(posted)).toBe(path)
    const feedback = await (await player.get(path)).text()
    expect(feedback).toContain('aria-live="polite"')
    const next = feedback.match(/<a class="button button-primary" href="([^"]+)"/)![1]!
    path = next
  }
  return path
}

const playByJson = async (player: Player, locale: Locale, right: (i: number) => boolean) => {
  let path = await player.start(locale)
  const bodies: Array<Record<string, unknown>> = []
  for (let i = 0; i < 10; i++) {
    const question = questionOf(path)
    const response = await player.postJson(path, right(i) ? rightAnswer(question, locale) : wrongAnswer(question))
    expect(response.status).toBe(200)
    const body = (await response.json()) as Record<string, unknown>
    bodies.push(body)
    path = body.next as string
  }
  return { path, bodies }
}

describe('a full game without JavaScript', () => {
  it('German, all right: passes and reaches the success screen', async () => {
    const player = new Player()
    const end = await playByForm(player, 'de', () => true)
    expect(end).toBe('/de/result/success')
    const success = await player.get(end)
    expect(success.status).toBe(200)
    const html = await success.text()
    expect(html).toContain('10')
    expect(html).toContain('<html lang="de"')
    const result = await (await player.get('/de/result')).text()
    expect(result.match(/class="result-row result-correct"/g)).toHaveLength(10)
  })

  it('Arabic, six right: fails and the result offers Play again', async () => {
    const player = new Player()
    const end = await playByForm(player, 'ar', (i) => i < 6)
    expect(end).toBe('/ar/result')
    const result = await player.get(end)
    expect(result.status).toBe(200)
    const html = await result.text()
    expect(html).toContain('dir="rtl"')
    expect(html.match(/class="result-row result-correct"/g)).toHaveLength(6)
    expect(html.match(/class="result-row result-wrong"/g)).toHaveLength(4)
    expect(html).toMatch(/<form[^>]* action="\/ar" method="post"/)
    const success = await player.get('/ar/result/success')
    expect(success.status).toBe(302)
    expect(pathOf(success)).toBe('/ar/result')
  })

  it('exactly the pass mark (7 of 10) passes', async () => {
    const end = await playByForm(new Player(), 'en', (i) => i < 7)
    expect(end).toBe('/en/result/success')
  })
})

describe('a full game through the JSON API', () => {
  it('all right: every answer is correct with a full point and the solution', async () => {
    const player = new Player()
    const { path, bodies } = await playByJson(player, 'fr', () => true)
    expect(path).toBe('/fr/result/success')
    for (const body of bodies) {
      expect(body).toMatchObject({ correct: true, points: 1 })
      expect(typeof body.explanation).toBe('string')
      expect((body.explanation as string).length).toBeGreaterThan(10)
      expect(body.solution).toBeTypeOf('object')
    }
    expect((await player.get(path)).status).toBe(200)
  })

  it('all wrong: no points, the solution says what was right, and success stays closed', async () => {
    const player = new Player()
    const { path, bodies } = await playByJson(player, 'ja', () => false)
    expect(path).toBe('/ja/result')
    for (const body of bodies) expect(body).toMatchObject({ correct: false, points: 0 })
    expect((await player.get('/ja/result/success')).status).toBe(302)
  })

  it('the solution is the fields that would have scored', async () => {
    const player = new Player()
    const path = await player.start('en')
    const question = questionOf(path)
    const body = (await (await player.postJson(path, wrongAnswer(question))).json()) as { solution: Fields }
    if (question.type === 'text') {
      // The name shown (here "Samoa") may differ from the spelling a test types ("Independent State of Samoa"): both score.
      const [shown] = body.solution.answer as string[]
      expect(scoreAnswer(question, shown!, { locale: 'en', accepted: acceptedAnswers('en', question) })).toBe(1)
    } else expect(body.solution).toEqual(rightAnswer(question, 'en'))
  })

  it('every typed question shows as its solution a name that scores, in English and Arabic', async () => {
    const typed = allQuestions().filter((q) => q.type === 'text')
    expect(typed.length).toBeGreaterThan(100)
    for (const locale of ['en', 'ar'] as const) {
      const missed = typed.filter((question) => {
        const [shown] = solutionFields(question, textsFor(locale, question).answer?.()).answer!
        return !shown || scoreAnswer(question, shown, { locale, accepted: acceptedAnswers(locale, question) }) !== 1
      })
      expect(missed.map((q) => q.id)).toEqual([])
    }
  })
})

describe('the game holds: resume, no skipping, no double counting', () => {
  it('resumes after a reload: the entry screen offers Resume at the current question', async () => {
    const player = new Player()
    const first = await player.start('en')
    await player.post(first, rightAnswer(questionOf(first), 'en'))
    const html = await (await player.get('/en')).text()
    expect(html).toContain('Resume (question 2 of 10)')
  })

  it('skipping ahead redirects to the current question', async () => {
    const player = new Player()
    const first = await player.start('en')
    const notInGame = CURATED.find((q) => !first.endsWith(q.id))!
    const attempt = await player.get(`/en/game/${notInGame.type}/${notInGame.id}`)
    // Either a question later in this game or one not in it: both go back to the current one.
    expect(attempt.status).toBe(302)
    expect(pathOf(attempt)).toBe(first)
    const postAttempt = await player.post(`/en/game/${notInGame.type}/${notInGame.id}`, { answer: 'x' })
    expect(postAttempt.status).toBe(303)
    expect(pathOf(postAttempt)).toBe(first)
  })

  it('answering twice changes nothing (double click, back button, retry)', async () => {
    const player = new Player()
    const path = await player.start('en')
    const question = questionOf(path)
    const first = await player.postJson(path, wrongAnswer(question))
    const cookieAfterFirst = player.cookies.get('ww_game')
    const second = await player.postJson(path, rightAnswer(question, 'en'))
    expect(second.status).toBe(200)
    expect(await second.json()).toEqual(await first.json())
    expect(player.cookies.get('ww_game')).toBe(cookieAfterFirst)
    const formRetry = await player.post(path, rightAnswer(question, 'en'))
    expect(formRetry.status).toBe(303)
    expect(await (await player.get('/en')).text()).toContain('Resume (question 2 of 10)')
  })

  it('the back button after an answer shows its feedback', async () => {
    const player = new Player()
    const path = await player.start('en')
    await player.post(path, rightAnswer(questionOf(path), 'en'))
    const html = await (await player.get(path)).text()
    expect(html).toContain('Correct!')
    expect(html).not.toContain('type="submit" class="button button-primary">Check answer')
  })

  it('Play again draws a new set of questions', async () => {
    const player = new Player()
    const first = await player.start('en')
    const again = await player.start('en')
    expect(again).not.toBe(first)
  })
})

describe('bad cookies start a fresh game, never an error', () => {
  const cookies = {
    tampered: async () => {
      const player = new Player()
      await player.start('en')
      const [payload, sig] = player.cookies.get('ww_game')!.split('.')
      return `${payload!.slice(0, -2)}AA.${sig}`
    },
    'signed elsewhere (foreign)': async () =>
      'eyJ2IjoxLCJpZHMiOltdLCJhbnN3ZXJzIjpbXSwidCI6MH0.5m3NGCqWzjVJwG3w1yHnY2Zb1Uq3jY6W5g4Zl4qf6nU',
    truncated: async () => {
      const player = new Player()
      await player.start('en')
      return player.cookies.get('ww_game')!.slice(0, 40)
    },
    garbage: async () => '%%%;;;===',
    huge: async () => 'A'.repeat(4000),
  }

  it.each(Object.keys(cookies))('%s', async (kind) => {
    const value = await cookies[kind as keyof typeof cookies]()
    for (const path of ['/en', '/en/result', '/en/game/single/capital-australia', '/en/result/success']) {
      const response = await send(path, { headers: { cookie: `ww_game=${value}` } })
      expect(response.status, path).toBeLessThan(400)
    }
    const entry = await (await send('/en', { headers: { cookie: `ww_game=${value}` } })).text()
    expect(entry).not.toContain('Resume')
    const started = await send('/en', {
      method: 'POST',
      headers: { cookie: `ww_game=${value}`, origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(started.status).toBe(303)
  })

  it('a forged finished game cannot open the success screen', async () => {
    const player = new Player()
    await player.start('en')
    const [, sig] = player.cookies.get('ww_game')!.split('.')
    const forged = btoa(JSON.stringify({ v: 1, ids: CURATED.slice(0, 10).map((q) => q.id), answers: Array(10).fill({ p: 1, a: true }), t: Date.now() / 1000 }))
    const response = await send('/en/result/success', { headers: { cookie: `ww_game=${forged.replace(/=+$/, '')}.${sig}` } })
    expect(response.status).toBe(302)
  })
})

describe('invalid answers get a clear localized message and keep the game', () => {
  // Games in the topics that hold the type (a mixed game draws an image question first only now and then).
  const findType = async (player: Player, type: Question['type'], locale: Locale = 'en') => {
    const topics = TOPICS.filter((topic) => catalogIds(topic).some((id) => findQuestion(id)!.type === type))
    for (let attempt = 0; attempt < 80; attempt++) {
      const path = await player.start(locale, topics[attempt % topics.length])
      if (questionOf(path).type === type) return path
    }
    throw new Error(`no ${type} question drawn first in 80 games of ${topics.join(', ')}`)
  }

  it('no answer: 400 on the page and in JSON, and the game goes on', async () => {
    const player = new Player()
    const path = await player.start('de')
    const question = questionOf(path)
    const page = await player.post(path, {})
    expect(page.status).toBe(400)
    const html = await page.text()
    expect(html).toContain('role="alert"')
    expect(html).toContain('<html lang="de"')
    const json = await player.postJson(path, {})
    expect(json.status).toBe(400)
    const body = (await json.json()) as { error: { code: string; message: string } }
    expect(body.error.code).toBe('missing')
    expect(body.error.message).not.toBe('Please answer before checking.')
    expect(body.error.message.length).toBeGreaterThan(5)
    const after = await player.post(path, rightAnswer(question, 'de'))
    expect(after.status).toBe(303)
  })

  it.each([
    ['number', { answer: 'about a thousand' }, 'notANumber', 'Please enter a number'],
    ['number', { answer: '1'.repeat(14) }, 'outOfRange', 'far too large'],
    ['text', { answer: 'x'.repeat(200) }, 'tooLong', 'under 80 characters'],
    ['order', { order: ['x'] }, 'unknownOption', 'not one of the options'],
    ['multiple', { answer: ['a', 'a', 'a', 'a', 'a', 'a', 'a'] }, 'tooMany', 'only one answer'],
    ['single', { answer: ['x', 'y'] }, 'tooMany', 'only one answer'],
    ['boolean', { answer: 'maybe' }, 'unknownOption', 'not one of the options'],
    ['image', { answer: 'mars' }, 'unknownOption', 'not one of the options'],
  ] as const)('%s with %j: %s', async (type, fields, code, message) => {
    const player = new Player()
    const path = await findType(player, type)
    const json = await player.postJson(path, fields as Fields)
    expect(json.status).toBe(400)
    expect(((await json.json()) as { error: { code: string } }).error.code).toBe(code)
    const page = await player.post(path, fields as Fields)
    expect(page.status).toBe(400)
    expect(await page.text()).toContain(message)
  })

  it('order positions that repeat an item are refused', async () => {
    const player = new Player()
    const path = await findType(player, 'order')
    const question = questionOf(path) as Extract<Question, { type: 'order' }>
    const repeated = question.answer.map(() => question.answer[0]!)
    const json = await player.postJson(path, { order: repeated })
    expect(((await json.json()) as { error: { code: string } }).error.code).toBe('notAPermutation')
  })

  it('a body over the size cap is refused with 413', async () => {
    const player = new Player()
    const path = await player.start('en')
    const response = await player.post(path, { answer: 'x'.repeat(20_000) })
    expect(response.status).toBe(413)
    expect(await response.text()).toContain('too large')
  })

  it.each([
    ['multipart/form-data; boundary=zz', 'garbage'],
    ['multipart/form-data', '--x\r\n'],
  ])('a malformed form (%s) is a localized 400 and the game goes on', async (type, body) => {
    const player = new Player()
    const path = await player.start('fr')
    const response = await player.request(path, { method: 'POST', body, headers: { origin: ORIGIN, 'content-type': type } })
    expect(response.status).toBe(400)
    expect(await response.text()).toContain('La réponse n’a pas pu être lue')
    expect((await player.post(path, rightAnswer(questionOf(path), 'fr'))).status).toBe(303)
  })

  it('a body that is not a form is refused with 415', async () => {
    const player = new Player()
    const path = await player.start('en')
    const response = await player.request(path, {
      method: 'POST',
      body: JSON.stringify({ answer: 'x' }),
      headers: { origin: ORIGIN, 'content-type': 'application/json', accept: 'application/json' },
    })
    expect(response.status).toBe(415)
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('unsupportedType')
  })

  it('a cross-site form post is refused (CSRF) with a localized 403', async () => {
    const player = new Player()
    const path = await player.start('es')
    const response = await player.request(path, {
      method: 'POST',
      body: formBody({ answer: 'x' }),
      headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(response.status).toBe(403)
    expect(await response.text()).toContain('<html lang="es"')
  })
})
