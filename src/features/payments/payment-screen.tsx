import { Lock, Rocket, Star } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { refusalMessage } from '@/shared/api/errors';
import { chosenOfferItem } from '@/member/plans/default-plan';
import { formatPrice } from '@/member/plans/format-price';
import type { Offer } from '@/member/plans/offer';
import { clearOfferChoice, readOfferChoice, storeOfferChoice, type OfferChoice } from '@/member/plans/offer-choice';
import { useOfferList } from '@/member/plans/api/use-offer-list';
import { OfferPlans } from '@/member/plans/offer-plans';
import { planUnitText } from '@/member/plans/plan-unit';
import { storePurchaseResult } from '@/member/premium/purchase-result';
import type { DropInInstance } from '@/shared/ports/payments';
import { paths } from '@/shared/routing/paths';
import { useSignedInSession } from '@/shared/session/use-session';
import { ActionButton } from '@/shared/ui/action-button';
import { NOTICE_MS, useNotice } from '@/shared/lib/use-notice';
import { BackLink } from '@/shared/ui/back-link';
import { NoticeRegion } from '@/shared/ui/notice';
import { Spinner } from '@/shared/ui/spinner';
import { useDelayed } from '@/shared/lib/use-delayed';
import { useClientToken } from './api/use-client-token';
import { useOfferPrice } from './api/use-offer-price';
import { usePay } from './api/use-pay';
import { CardForm } from './components/card-form';
import styles from './payment-screen.module.css';

/** /app/Payment: a premium plan. */
/** The pay button appears 2 s after the payment token arrives (docs/product/rules-and-timings.md#timings). */
const PAY_BUTTON_DELAY_MS = 2000;

export function PremiumPaymentScreen() {
  return <PaymentScreen offer="premium" />;
}

/** /app/Boostpayment: a boost pack. */
export function BoostPaymentScreen() {
  return <PaymentScreen offer="boost" />;
}

/** /app/Superlikepayment: a super-like pack. */
export function SuperLikePaymentScreen() {
  return <PaymentScreen offer="superLike" />;
}

/**
 * A payment screen (docs/product/screens-and-routes.md#payment-screens): the plans or packs to choose from
 * (the one chosen in the popup already selected), its price from the server, the
 * card form, and Pay 2 s after the payment token. After the pay call, whatever
 * its answer, the choice is cleared and the member goes to /app/Profile, where
 * the result shows once.
 */
export function PaymentScreen({ offer }: { offer: Offer }) {
  const { t, i18n } = useTranslation('payments');
  const language = i18n.resolvedLanguage ?? 'en';
  const navigate = useNavigate();
  const { userId } = useSignedInSession();
  const list = useOfferList(offer);
  const [picked, setPicked] = useState<OfferChoice | null>(() => readOfferChoice(offer));
  // Until the member picks another, the popup's choice or else the most chosen plan (default-plan.ts): its price,
  // the total and Pay show from the start. Stored, as a pick is, once its price has come (below).
  const preselected = list.data ? chosenOfferItem(offer, list.data.items, picked?.id) : undefined;
  const choice: OfferChoice | null = preselected ? { id: preselected.id, price: preselected.price, currency: list.data?.currency ?? '' } : picked;
  const price = useOfferPrice(offer, choice?.id ?? null);
  const token = useClientToken();
  const payShown = useDelayed(token.data !== undefined, PAY_BUTTON_DELAY_MS);
  const pay = usePay(offer);
  const { notice, show } = useNotice(NOTICE_MS.signup);
  const dropIn = useRef<DropInInstance | null>(null);
  // One payment per visit: the screen is left right after the pay call, and a second press that lands
  // after a fast answer (the click-once lock has opened again) must not pay twice.
  const paid = useRef(false);
  const onInstance = useCallback((instance: DropInInstance | null) => {
    dropIn.current = instance;
  }, []);

  const currency = list.data?.currency ?? choice?.currency ?? '';
  const item = list.data?.items.find((candidate) => candidate.id === choice?.id);

  // The selection is stored with the price the server answers for it.
  const loadedPrice = price.data?.price;
  const choiceId = choice?.id;
  useEffect(() => {
    if (!choiceId || loadedPrice === undefined || !currency) return;
    storeOfferChoice(offer, { id: choiceId, price: loadedPrice, currency });
  }, [offer, choiceId, loadedPrice, currency]);

  function choose(id: string) {
    const chosen = list.data?.items.find((candidate) => candidate.id === id);
    if (!chosen) return;
    const next = { id, price: chosen.price, currency: list.data?.currency ?? '' };
    setPicked(next);
    storeOfferChoice(offer, next);
  }

  async function payNow() {
    const instance = dropIn.current;
    if (!choice || !price.data || !instance || paid.current) return;
    let nonce: string;
    try {
      nonce = (await instance.requestPaymentMethod()).nonce;
    } catch {
      // The card form marks what is missing; the member corrects it and pays again.
      show(t('pay.checkCard'));
      return;
    }
    if (paid.current) return;
    paid.current = true;
    try {
      await pay({ pay_nonce: nonce, price: price.data.price, user_id: userId, id: choice.id, currency_code: currency });
      storePurchaseResult({ outcome: 'bought', offer });
    } catch (error) {
      storePurchaseResult({ outcome: 'failed', offer, message: refusalMessage(error) ?? t('result.noAnswer') });
    }
    clearOfferChoice(offer);
    await navigate(paths.profile);
  }

  const shownPrice = price.data ? formatPrice(price.data.price, currency, language) : '';
  const headingId = `payment-title-${offer}`;

  return (
    <section className={styles.screen} aria-labelledby={headingId}>
      <header className={styles.header}>
        <BackLink to={paths.profile} label={t('screen.back')} />
        <h1 id={headingId} className={styles.title}>
          {t(`screen.title.${offer}`)}
        </h1>
      </header>

      <div className={styles.layout}>
        {/* The plans across the whole width (three cards in view use it), the order and the card side by side under them. */}
        <section className={`${styles.card} ${styles.plans}`} aria-labelledby={`${headingId}-plans`}>
          <h2 id={`${headingId}-plans`} className={styles.subtitle}>
            {t(`screen.choose.${offer}`)}
          </h2>
          <OfferPlans
            offer={offer}
            list={list}
            selectedIdOf={() => choice?.id ?? null}
            onSelect={choose}
            carouselClassName={styles.carousel}
          />
        </section>

        <div className={styles.card}>
          <div className={styles.summary} aria-live="polite">
            {choice && price.isError ? <NoticeRegion notice={{ tone: 'error', text: refusalMessage(price.error) ?? t('screen.priceFailed') }} /> : null}
            {choice && price.data ? (
              <dl className={styles.order}>
                <div>
                  <dt>{t('screen.item')}</dt>
                  <dd>
                    <bdi>{item ? (offer === 'premium' ? `${item.count} ${planUnitText(t, item.unit, item.count)}` : t(offer === 'boost' ? 'packs.boosts' : 'packs.superLikes', { count: Number(item.count) })) : '…'}</bdi>
                  </dd>
                </div>
                {Number(price.data.superLikes) > 0 ? (
                  <div>
                    <dt>
                      <Star size={14} aria-hidden="true" /> {t('screen.freeSuperLikes')}
                    </dt>
                    <dd>{price.data.superLikes}</dd>
                  </div>
                ) : null}
                {Number(price.data.boosts) > 0 ? (
                  <div>
                    <dt>
                      <Rocket size={14} aria-hidden="true" /> {t('screen.freeBoosts')}
                    </dt>
                    <dd>{price.data.boosts}</dd>
                  </div>
                ) : null}
                <div className={styles.total}>
                  <dt>{t('screen.total')}</dt>
                  <dd>{shownPrice}</dd>
                </div>
              </dl>
            ) : null}
            {choice && !price.data && !price.isError ? <Spinner label={t('screen.priceLoading')} /> : null}
          </div>
        </div>

        <section className={styles.card} aria-labelledby={`${headingId}-card`}>
          <h2 id={`${headingId}-card`} className={styles.subtitle}>
            <Lock size={16} aria-hidden="true" /> {t('card.title')}
          </h2>
          <CardForm token={token.data} onInstance={onInstance} tokenFailed={token.isError} onRetry={() => token.refetch()} />
          <NoticeRegion notice={notice} live="assertive" />
        </section>
      </div>

      {/* The price and the button to pay stay in view, above a phone's tab bar, however far the card form scrolls. */}
      <div className={styles.checkout}>
        <p className={styles.checkoutTotal}>
          <span>{t('screen.total')}</span>
          <strong>{shownPrice}</strong>
        </p>
        <div className={styles.payRow}>
          {payShown && choice && price.data ? (
            <ActionButton block onAction={payNow} pendingLabel={t('pay.paying')} className={styles.pay}>
              {t('pay.button', { price: shownPrice })}
            </ActionButton>
          ) : null}
        </div>
      </div>
    </section>
  );
}
