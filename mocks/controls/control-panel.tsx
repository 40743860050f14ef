import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { contract } from '@/shared/api/contract';
import { paths } from '@/shared/routing/paths';
import { hybrid } from '../hybrid/hybrid';
import { scenarioLandings } from '../scenarios/names';
import { RECORDED_PREFIX, recordedSeedNumber } from '../seed/recorded/recorded-seed-name';
import { recordedSeedNameOf, recordedSeedNames } from '../seed/recorded/recorded-seeds';
import type { Controls } from './controls';
import { faults, type Fault, type Latency } from './network';
import { networkConditionNames, type NetworkCondition } from './network-condition-names';
import { networkConditions } from './network-conditions';
import { panelVisibility } from './panel-visibility';
import { requestLog } from './request-log';
import { linkPersonas, stateLinkTo } from './state-link';
import styles from './control-panel.module.css';

const BASE = import.meta.env.BASE_URL;
const latencies: Latency[] = ['none', 'realistic', 'slow'];
// 'connect' is the socket's handshake (chat-server/handshake-faults.ts), beside the events it carries.
const chatEvents = ['connect', 'join', 'typing', 'message', 'broad', 'receivetyping', 'receiveuntyping'];
const calls = Object.keys(contract).sort();
const HOUR = 3_600_000;
const clockSteps = [
  { label: '+30 min', ms: HOUR / 2 },
  { label: '+12 h', ms: 12 * HOUR },
  { label: '+1 day', ms: 24 * HOUR },
  { label: '+30 days', ms: 30 * 24 * HOUR },
];

/**
 * The demo controls (docs/product/fake-backend-and-demo.md#controls), for reviewers and developers. A
 * developer tool rather than product UI, so its texts are English only.
 */
export function ControlPanel({ controls }: { controls: Controls }) {
  const open = useSyncExternalStore(panelVisibility.subscribe, panelVisibility.isOpen);
  const panelId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLElement>(null);
  // Opened from elsewhere (the demo notice, which then goes away): the panel takes the focus, or it would fall to the page.
  useEffect(() => {
    if (open && document.activeElement !== toggle.current) panel.current?.focus();
  }, [open]);
  return (
    <>
      <button
        ref={toggle}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => panelVisibility.setOpen(!open)}
      >
        <span aria-hidden="true">⚙</span> Demo controls
      </button>
      {open ? (
        <section ref={panel} id={panelId} className={styles.panel} aria-label="Demo controls" tabIndex={-1}>
          <h2>Fake backend</h2>
          <RealCalls controls={controls} />
          <Personas controls={controls} />
          <Scenarios controls={controls} />
          <StateLinks controls={controls} />
          <DataAndClock controls={controls} />
          <Network controls={controls} />
          <Log controls={controls} />
        </section>
      ) : null}
    </>
  );
}

/** Hybrid mode: which calls the real server answers (the log marks each of its answers "real server"). */
function RealCalls({ controls }: { controls: Controls }) {
  const { upstream, calls: real } = controls.realCalls();
  if (real.length === 0) return null;
  return (
    <>
      <h3>Real server</h3>
      <p className={styles.muted}>
        <span className={styles.real}>{upstream}</span> answers these calls; the fake backend answers the rest.
      </p>
      <ul className={styles.realCalls} aria-label="Real calls">
        {real.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
      <SaveVisit controls={controls} />
    </>
  );
}

/**
 * The real server's answers seen since the last reset, saved as a recorded seed (scrubbed, as `npm run
 * contract:record` does): a download to put in fixtures/recorded/ (docs/guide/contract.md#recording-a-server).
 */
function SaveVisit({ controls }: { controls: Controls }) {
  const [said, setSaid] = useState('');
  async function save() {
    // Loaded only now: the scrubber brings faker and the cipher.
    const [{ recordedSeedOfVisit }, { formatRecordedSeed }] = await Promise.all([import('../hybrid/recorded-visit'), import('../seed/recorded/format-recorded-seed')]);
    try {
      const file = recordedSeedOfVisit(controls.har(), { list: hybrid.list(), upstream: hybrid.upstream(), name: 'visit', recordedAt: controls.now() });
      download(formatRecordedSeed(file), 'visit.json');
      setSaid(`Saved visit.json: sign in to it as ${file.account.email} / ${file.account.password}; ${file.leftOut.length} answers left out.`);
    } catch (error) {
      setSaid(`Not saved: ${(error as Error).message}`);
    }
  }
  return (
    <>
      <div className={styles.row}>
        <button type="button" onClick={() => void save()}>
          Save as recorded seed
        </button>
      </div>
      <p className={styles.muted} role="status">
        {said}
      </p>
    </>
  );
}

function Personas({ controls }: { controls: Controls }) {
  return (
    <>
      <h3>Sign in as</h3>
      <div className={styles.row}>
        <button type="button" onClick={() => void controls.signInAs('regular')}>Regular member</button>
        <button type="button" onClick={() => void controls.signInAs('premium')}>Premium member</button>
        <button type="button" onClick={() => void controls.signInAs('new')}>New user</button>
        <button type="button" onClick={() => controls.signOut()}>Sign out</button>
      </div>
    </>
  );
}

function Scenarios({ controls }: { controls: Controls }) {
  const names = controls.scenarios();
  const [name, setName] = useState(names[0] ?? 'fresh-match');
  const [applied, setApplied] = useState('');
  const id = useId();
  return (
    <>
      <h3>Scenario</h3>
      <div className={styles.row}>
        <label htmlFor={id}>Scenario</label>
        <select id={id} value={name} onChange={(event) => setName(names.find((value) => value === event.target.value) ?? name)}>
          {names.map((value) => (
            <option key={value}>{value}</option>
          ))}
        </select>
        <button
          type="button"
          onClick={() => {
            setApplied('');
            void controls.applyScenario(name).then(
              (result) => setApplied(`${name} for member ${result.memberId} ${JSON.stringify(result.details)}`),
              (error: unknown) => setApplied(`${name} failed: ${String(error)}`),
            );
          }}
        >
          Apply
        </button>
      </div>
      <p className={styles.muted} aria-live="polite">
        {applied || 'Applies to the signed-in member (or the regular one).'}
      </p>
    </>
  );
}

/** Every persona and scenario as a link to copy: it opens that state from a cold start (state-link.ts). */
function StateLinks({ controls }: { controls: Controls }) {
  const links = [
    ...linkPersonas.map((persona) => ({ label: `Persona: ${persona}`, href: stateLinkTo(BASE, paths.peopleNear, { persona }) })),
    ...controls.scenarios().map((scenario) => ({ label: `Scenario: ${scenario}`, href: stateLinkTo(BASE, scenarioLandings[scenario], { scenario }) })),
  ];
  return (
    <>
      <h3>Links</h3>
      <ul className={styles.links} aria-label="Links to a state">
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href}>{link.label}</a>
          </li>
        ))}
      </ul>
    </>
  );
}

function DataAndClock({ controls }: { controls: Controls }) {
  const [seed, setSeed] = useState(String(controls.seed()));
  const [now, setNow] = useState(controls.now());
  const seedId = useId();
  return (
    <>
      <h3>Data</h3>
      <div className={styles.row}>
        <label htmlFor={seedId}>Seed</label>
        <input id={seedId} inputMode="numeric" value={seed} onChange={(event) => setSeed(event.target.value.replace(/\D/g, ''))} />
        <button type="button" onClick={() => void controls.reset(Number(seed || controls.seed()))}>
          Reset data
        </button>
      </div>
      <RecordedSeeds controls={controls} />
      <h3>Clock</h3>
      <p className={styles.muted}>Fake now: {new Date(now).toLocaleString()}</p>
      <div className={styles.row}>
        {clockSteps.map((step) => (
          <button
            key={step.label}
            type="button"
            onClick={() => {
              controls.advanceClock(step.ms);
              setNow(controls.now());
            }}
          >
            {step.label}
          </button>
        ))}
      </div>
    </>
  );
}

function Network({ controls }: { controls: Controls }) {
  const [latency, setLatency] = useState(controls.latency());
  const [target, setTarget] = useState(calls[0] ?? '');
  const [fault, setFault] = useState<Fault>('server-error');
  const [keepAfterReload, setKeepAfterReload] = useState(false);
  const [active, setActive] = useState(() => activeFaults(controls));
  const ids = { latency: useId(), target: useId(), fault: useId(), keep: useId() };
  const isChatEvent = chatEvents.includes(target);
  return (
    <>
      <h3>Network</h3>
      <NetworkConditionChoice controls={controls} />
      <div className={styles.row}>
        <label htmlFor={ids.latency}>Latency</label>
        <select
          id={ids.latency}
          value={latency}
          onChange={(event) => {
            const next = event.target.value as Latency;
            controls.setLatency(next);
            setLatency(next);
          }}
        >
          {latencies.map((value) => (
            <option key={value}>{value}</option>
          ))}
        </select>
      </div>
      <div className={styles.row}>
        <label htmlFor={ids.target}>Fault on</label>
        <select id={ids.target} value={target} onChange={(event) => setTarget(event.target.value)}>
          <optgroup label="Calls">
            {calls.map((call) => (
              <option key={call}>{call}</option>
            ))}
          </optgroup>
          <optgroup label="Chat events">
            {chatEvents.map((event) => (
              <option key={event}>{event}</option>
            ))}
          </optgroup>
        </select>
        <label htmlFor={ids.fault} className="visually-hidden">
          Fault
        </label>
        <select id={ids.fault} value={fault} onChange={(event) => setFault(event.target.value as Fault)}>
          {faults.map((value) => (
            <option key={value}>{value}</option>
          ))}
        </select>
        <button
          type="button"
          onClick={() => {
            if (isChatEvent) controls.injectChatFault(target, fault, { keepAfterReload });
            else controls.injectFault(target, fault, { keepAfterReload });
            setActive(activeFaults(controls));
          }}
        >
          Inject
        </button>
        <button
          type="button"
          onClick={() => {
            controls.clearFaults();
            setActive(activeFaults(controls));
            setLatency(controls.latency());
          }}
        >
          Clear all
        </button>
      </div>
      <div className={styles.row}>
        <input id={ids.keep} type="checkbox" checked={keepAfterReload} onChange={(event) => setKeepAfterReload(event.target.checked)} />
        <label htmlFor={ids.keep}>Keep after reload</label>
      </div>
      <p className={styles.muted}>Active: {active || 'none'}</p>
    </>
  );
}

/** The whole network's condition (network-conditions.ts), as it changes (flapping's phases too), and the chat socket dropped now. */
function NetworkConditionChoice({ controls }: { controls: Controls }) {
  const condition = useSyncExternalStore(networkConditions.subscribe, networkConditions.current);
  const up = useSyncExternalStore(networkConditions.subscribe, networkConditions.isUp);
  const id = useId();
  return (
    <div className={styles.row}>
      <label htmlFor={id}>Condition</label>
      <select
        id={id}
        value={condition}
        onChange={(event) => controls.setNetwork(networkConditionNames.find((name) => name === event.target.value) ?? condition)}
      >
        {networkConditionNames.map((name: NetworkCondition) => (
          <option key={name}>{name}</option>
        ))}
      </select>
      <span className={styles.muted}>{up ? 'link up' : 'link down'}</span>
      <button type="button" onClick={() => controls.dropSocket()}>
        Drop chat socket
      </button>
    </div>
  );
}

/** The faults in place, those kept across a reload marked so. */
function activeFaults(controls: Controls): string {
  const now = controls.faults();
  const kept = controls.keptFaults();
  const describe = (inPlace: Record<string, Fault>, keptOnes: Record<string, Fault>) =>
    Object.entries(inPlace).map(([name, value]) => `${name} → ${value}${keptOnes[name] === value ? ' (kept after reload)' : ''}`);
  return [...describe(now.calls, kept.calls), ...describe(now.chatEvents, kept.chatEvents)].join(', ');
}

/** A recorded seed (fixtures/recorded/) to reset the data to: a real server's world, signed in as its member. */
function RecordedSeeds({ controls }: { controls: Controls }) {
  const [name, setName] = useState(recordedSeedNameOf(controls.seed()) ?? recordedSeedNames[0] ?? '');
  const selectId = useId();
  if (recordedSeedNames.length === 0) return null;
  return (
    <div className={styles.row}>
      <label htmlFor={selectId}>Recorded seed</label>
      <select id={selectId} value={name} onChange={(event) => setName(event.target.value)}>
        {recordedSeedNames.map((recorded) => (
          <option key={recorded} value={recorded}>
            {RECORDED_PREFIX}
            {recorded}
          </option>
        ))}
      </select>
      <button type="button" onClick={() => void controls.reset(recordedSeedNumber(name))}>
        Load recorded seed
      </button>
    </div>
  );
}

/** Saves the calls since the last reset as a .har file (the browser's download). */
function downloadHar(controls: Controls): void {
  download(JSON.stringify(controls.har(), null, 2), 'amora-demo.har');
}

/** A text as a file the browser downloads. */
function download(text: string, fileName: string): void {
  const file = new Blob([text], { type: 'application/json' });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(file);
  link.download = fileName;
  link.click();
  // Not at once: the browser reads the file after the click has returned.
  setTimeout(() => URL.revokeObjectURL(link.href), 60_000);
}

/** A refusal stands out; so does an answer of the real server (hybrid mode). */
function logClass(outcome: string): string | undefined {
  if (outcome.startsWith('refused') || outcome.includes(', refused:')) return styles.refused;
  return outcome.startsWith('real server') ? styles.real : undefined;
}

function Log({ controls }: { controls: Controls }) {
  const entries = useSyncExternalStore(requestLog.subscribe, requestLog.entries);
  const latest = entries.slice(-25).reverse();
  return (
    <>
      <h3>Log</h3>
      <div className={styles.row}>
        <button type="button" onClick={() => downloadHar(controls)}>
          Export HAR
        </button>
      </div>
      <ul className={styles.log} aria-live="off">
        {latest.map((entry, index) => (
          <li key={`${entry.at}-${index}`} className={logClass(entry.outcome)}>
            {new Date(entry.at).toLocaleTimeString()} {entry.kind} {entry.name}: {entry.outcome}
          </li>
        ))}
        {latest.length === 0 ? <li className={styles.muted}>No requests yet.</li> : null}
      </ul>
    </>
  );
}
