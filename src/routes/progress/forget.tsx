/**
 * @module routes/progress/forget
 * "Forget me": POST /{locale}/progress/forget, with its confirmation box ticked, deletes
 * the learner's object storage at once and clears its cookie; the next answer makes a
 * new learner. A store that is slow or down deletes nothing and says so: the cookie is
 * kept, so the player can try again.
 */
import type { Context } from 'hono'
import { deleteCookie } from 'hono/cookie'
import type { AppEnv } from '../../env.js'
import { readFormFields, statsContext } from '../../http/respond.js'
import { sendWhole } from '../../http/render.js'
import { translator } from '../../i18n/translations.js'
import { LEARNER_COOKIE, readLearner } from '../../learners/cookie.js'
import { forgetLearner } from '../../learners/store.js'

type Ctx = Context<AppEnv>

/** The confirmation box's field and value. */
export const FORGET_FIELD = 'confirm'
export const FORGET_VALUE = 'forget'

export const forgetMe = async (c: Ctx) => {
  const locale = c.get('locale')
  const LL = translator(locale)
  const back = `/${locale}/progress`
  const fields = await readFormFields(c)
  // Not confirmed (the box unticked, or no form at all): nothing is deleted.
  if (fields?.[FORGET_FIELD]?.[0] !== FORGET_VALUE) return c.redirect(back, 303)
  const learner = await readLearner(c)
  if (learner) {
    const done = await forgetLearner(statsContext(c), learner)
    if (!done) {
      c.status(503)
      return sendWhole(
        c,
        <section className="panel progress">
          <h1>{LL.progress.forgetHeading()}</h1>
          <p role="alert">{LL.progress.unavailable()}</p>
          <p>
            <a href={back}>{LL.progress.title()}</a>
          </p>
        </section>,
        { title: LL.progress.forgetHeading() },
      )
    }
  }
  deleteCookie(c, LEARNER_COOKIE, { path: '/', secure: true })
  return c.redirect(`${back}?forgotten=1`, 303)
}
