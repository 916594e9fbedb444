// A Pizzacraft starter bot: workers mine and build, the barracks trains warriors, warriors march on the enemy.
//
// Run:  export ARENA_PASSWORD=...   then   node bot.js HOST PORT TEAM CONTEST      (Node.js 16 or newer)
// With no HOST it speaks the protocol on stdin/stdout (a hosted bot, already logged in).
// Where to start changing it: playTurn() below; workers(), buildings() and warriors() are its three parts.
// It prints what happens to stderr; the rules page of the game lists every command.
"use strict";
const net = require("net");
const [host, port, team, contest] = process.argv.slice(2);

// ---- The transport: one socket, or stdin/stdout when no HOST is given ----
let output, socket = null, lines = [], waiting = null, closed = false, generation = 0;
function connect() {
  const mine = ++generation;
  lines = []; waiting = null; closed = false;
  const lost = () => { // the connection is gone: whoever waits for a line hears it
    if (mine !== generation) return;
    closed = true;
    if (waiting) waiting.reject(new Error("the arena closed the connection"));
    waiting = null;
  };
  // Lines are split here rather than by the readline module: its interface re-throws its input's errors (a connection
  // refused or reset), and an error nobody listens to ends the program. A line cut off by a lost connection is dropped.
  const listen = input => {
    let partial = "";
    input.setEncoding("utf8");
    input.on("data", chunk => {
      if (mine !== generation) return;
      const parts = (partial + chunk).split("\n");
      partial = parts.pop();
      for (const part of parts) {
        const l = part.endsWith("\r") ? part.slice(0, -1) : part;
        if (waiting) { waiting.resolve(l); waiting = null; } else lines.push(l);
      }
    });
    input.on("end", lost);
    input.on("close", lost);
  };
  if (!host) { listen(process.stdin); output = process.stdout; return Promise.resolve(); }
  return new Promise((resolve, reject) => {
    socket = net.createConnection({ host, port: Number(port) }, resolve);
    socket.on("error", e => { reject(e); lost(); });
    listen(socket); output = socket;
  });
}
function hangUp() {
  if (socket) socket.destroy();
  socket = null;
}
const log = text => console.error(text);
const send = text => output.write(text + "\n");
function receive() {
  if (lines.length) return Promise.resolve(lines.shift());
  if (closed) return Promise.reject(new Error("the arena closed the connection"));
  return new Promise((resolve, reject) => { waiting = { resolve, reject }; });
}
const sleep = ms => new Promise(r => setTimeout(r, ms));

class TurnOver extends Error {} // the turn or the match ended under the bot's feet
const ONE_LINE = ["IS_MY_TURN", "GET_TURNS_LEFT", "GET_GOLD", "GET_SCORE", "GET_UPGRADES"];
const COUNTED = ["GET_MY_MATCHES", "GET_MINES", "GET_MY_UNITS", "GET_ENEMY_UNITS", "GET_MY_BUILDINGS", "GET_ENEMY_BUILDINGS"];

// Sends a command; returns the lines of its answer after OK, or null (and prints it) on ERR.
async function ask(command) {
  send(command);
  const first = await receive();
  if (first.startsWith("ERR 105")) { log(`${first}: the team is in several contests, give the contest's slug after the team`); process.exit(2); }
  if (first !== "OK") {
    log(`${command} -> ${first}`);
    if (["401", "402"].includes(first.split(" ")[1])) throw new TurnOver(); // not my match or turn (any more)
    return null;
  }
  const name = command.split(" ")[0], answer = [];
  if (ONE_LINE.includes(name)) answer.push(await receive());
  if (COUNTED.includes(name)) for (let n = Number(await receive()); n > 0; n--) answer.push(await receive());
  if (name === "GET_MAP") { // radius; water tiles; mines (ID X Y Z GOLD)
    answer.push(await receive());
    for (let k = 0; k < 2; k++) {
      answer.push(await receive());
      for (let n = Number(answer[answer.length - 1]); n > 0; n--) answer.push(await receive());
    }
  }
  return answer;
}
async function get(command) { // a read that must succeed for the turn to go on
  const answer = await ask(command);
  if (answer === null) throw new TurnOver();
  return answer;
}

// ---- The map: hexes in cubic coordinates "x y z", x + y + z = 0 ----
const WORKER = 1, WARRIOR = 2, HQ = 4, BARRACKS = 5, HOUSE = 6;
const PRICE = { 1: 15, 2: 35, 5: 50, 6: 20 }, SUPPLY_USE = { 1: 2, 2: 3, 3: 3 }, SUPPLY_GIVE = { 4: 15, 6: 9 };
const ARMOR = { 1: 0, 2: 2, 3: 1, 4: 6, 5: 4, 6: 2, 7: 3, 8: 4 }; // a warrior hits for 10 minus the target's armor
const xyz = h => h.split(" ").map(Number);
const dist = (a, b) => { const [p, q] = [xyz(a), xyz(b)]; return Math.max(...p.map((v, i) => Math.abs(v - q[i]))); };
const neighbours = h => {
  const [x, y, z] = xyz(h);
  return [[x + 1, y, z - 1], [x - 1, y, z + 1], [x + 1, y - 1, z], [x - 1, y + 1, z], [x, y + 1, z - 1], [x, y - 1, z + 1]].map(p => p.join(" "));
};
const minBy = (list, key) => list.reduce((a, b) => (a === null || key(b) < key(a) ? b : a), null);
let radius, blocked, mines;
async function readMap() {
  const answer = await get("GET_MAP");
  radius = Number(answer[0]);
  const water = Number(answer[1]);
  blocked = new Set(answer.slice(2, 2 + water));
  mines = new Map(answer.slice(3 + water).map(l => { const f = l.split(" "); return [f[0], f.slice(1, 4).join(" ")]; }));
  mines.forEach(at => blocked.add(at));
}
function thing(line, unit) { // ID X Y Z TYPE, then units: TRAIN_TIME HP [STAMINA]; buildings: HP BUSY_TIME CONSTRUCTION_TIME
  const f = line.split(" ").map(Number), at = f.slice(1, 4).join(" ");
  return unit ? { id: f[0], at, type: f[4], unit, wait: f[5], hp: f[6], stamina: f[7] || 0 }
    : { id: f[0], at, type: f[4], unit, hp: f[5], busy: f[6], wait: f[7] };
}

// ---- What the bot sees in one match during its turn, kept up to date as its commands succeed ----
let m, gold, units, buildings, enemies;
const onMap = h => dist(h, "0 0 0") <= radius && !blocked.has(h);
const enterable = h => onMap(h) && !buildings.concat(enemies).some(t => t.at === h) && units.filter(u => u.at === h).length < 3;
const empty = h => enterable(h) && !units.some(u => u.at === h); // a building may go there: nothing at all on it
const suppliesFree = () => buildings.filter(b => b.wait === 0).reduce((s, b) => s + (SUPPLY_GIVE[b.type] || 0), 0)
  - units.reduce((s, u) => s + SUPPLY_USE[u.type], 0);
async function walk(u, goals) { // moves a unit up to its stamina along a shortest path toward the nearest goal tile
  const far = new Map(goals.filter(onMap).map(g => [g, 0])), queue = [...far.keys()];
  const walls = new Set(buildings.concat(enemies.filter(e => !e.unit)).map(t => t.at));
  while (queue.length) { // distances from the goals, over tiles a unit could cross
    const h = queue.shift();
    for (const n of neighbours(h)) if (!far.has(n) && onMap(n) && !walls.has(n)) { far.set(n, far.get(h) + 1); queue.push(n); }
  }
  while (u.stamina > 0 && (far.get(u.at) || 0) > 0) {
    const step = minBy(neighbours(u.at).filter(enterable), n => far.get(n) ?? 999);
    if (!step || (far.get(step) ?? 999) >= far.get(u.at) || (await ask(`MOVE ${m} ${u.id} ${step}`)) === null) return;
    u.at = step;
    u.stamina--;
  }
}

// ---- The strategy ----
const search = new Map(); // per match: where the army searches when it sees nothing
async function playTurn() {
  gold = Number((await get(`GET_GOLD ${m}`))[0]);
  units = (await get(`GET_MY_UNITS ${m}`)).map(l => thing(l, true));
  buildings = (await get(`GET_MY_BUILDINGS ${m}`)).map(l => thing(l, false));
  enemies = (await get(`GET_ENEMY_UNITS ${m}`)).map(l => thing(l, true))
    .concat((await get(`GET_ENEMY_BUILDINGS ${m}`)).map(l => thing(l, false)));
  const hq = buildings.find(b => b.type === HQ);
  if (!hq) return; // my HQ is gone
  const mineId = minBy([...mines.keys()], i => dist(mines.get(i), hq.at)); // the mine nearest my HQ
  await workers(mineId);
  gold = Number((await get(`GET_GOLD ${m}`))[0]); // with what the mine gave
  await buildingsTrain(mines.get(mineId));
  await warriors(xyz(hq.at).map(c => -c).join(" ")); // maps are point-symmetric: the enemy HQ is at the mirror of mine
}
function wantBuilding() { // the building the economy needs next: a barracks, then a house whenever supplies run short
  if (!buildings.some(b => b.type === BARRACKS) && units.filter(u => u.type === WORKER).length >= 3) return BARRACKS;
  const underway = buildings.some(b => b.wait > 0 && (b.type === HQ || b.type === HOUSE));
  return suppliesFree() < 6 && !underway ? HOUSE : 0;
}
async function workers(mineId) {
  const mine = mines.get(mineId);
  for (const u of units.filter(u => u.type === WORKER && u.wait === 0)) {
    const want = wantBuilding();
    if (want && gold >= PRICE[want] && u.stamina === 2) { // build beside me, off the mine's sides
      const spot = neighbours(u.at).find(n => empty(n) && dist(n, mine) > 1);
      if (spot && (await ask(`BUILD ${m} ${u.id} ${want} ${spot}`)) !== null) {
        gold -= PRICE[want];
        buildings.push(thing(`0 ${spot} ${want} 1 0 9`, false));
        continue;
      }
    }
    if (dist(u.at, mine) > 1) await walk(u, neighbours(mine));
    if (dist(u.at, mine) === 1 && u.stamina === 2) await ask(`MINE ${m} ${u.id} ${mineId}`); // 5 gold, or what is left
  }
}
async function train(building, kind, toward) {
  const spot = minBy(neighbours(building.at).filter(enterable), n => dist(n, toward));
  if (!spot || gold < PRICE[kind] || suppliesFree() < SUPPLY_USE[kind]) return;
  if ((await ask(`TRAIN ${m} ${building.id} ${kind} ${spot}`)) !== null) {
    gold -= PRICE[kind];
    units.push(thing(`0 ${spot} ${kind} 9 1 0`, true));
  }
}
async function buildingsTrain(mine) {
  for (const b of buildings.filter(b => b.id > 0 && b.wait === 0 && b.busy === 0)) {
    const saving = wantBuilding() === HOUSE ? PRICE[HOUSE] : 0;
    if (b.type === HQ && units.filter(u => u.type === WORKER).length < 4) await train(b, WORKER, mine);
    else if (b.type === BARRACKS && gold >= PRICE[WARRIOR] + saving) await train(b, WARRIOR, "0 0 0");
  }
}
async function warriors(enemyHome) {
  const army = units.filter(u => u.type === WARRIOR && u.wait === 0);
  const targets = enemies.filter(e => !e.unit); // enemy buildings in sight, else their HQ's place, else search
  let goal = search.get(m) || enemyHome;
  if (targets.length && army.length) {
    goal = minBy(targets, e => dist(e.at, army[0].at)).at;
  } else if (army.some(u => dist(u.at, goal) <= 2)) { // nothing here: search a random tile of the enemy's half
    const half = [];
    for (let x = -radius; x <= radius; x++) for (let y = -radius; y <= radius; y++) {
      const h = `${x} ${y} ${-x - y}`;
      if (onMap(h) && dist(h, enemyHome) < dist(h, "0 0 0")) half.push(h);
    }
    goal = half.length ? half[Math.floor(Math.random() * half.length)] : enemyHome;
    search.set(m, goal);
  }
  for (const u of army) {
    const near = enemies.filter(e => dist(e.at, u.at) <= 1); // strike: units first, then the weakest
    const target = minBy(near, e => (e.unit ? 0 : 1000) + e.hp);
    if (target && u.stamina === 2 && (await ask(`ATTACK ${m} ${u.id} ${target.id}`)) !== null) {
      target.hp -= Math.max(1, 10 - ARMOR[target.type]);
      if (target.hp <= 0) {
        enemies.splice(enemies.indexOf(target), 1);
        if (!target.unit && (await get(`GET_TURNS_LEFT ${m}`))[0] === "0") throw new TurnOver(); // their last building: won
      }
      continue;
    }
    if (army.length >= 4 || targets.length) await walk(u, neighbours(goal)); // march once there are four
  }
}

// ---- The main loop: matches, turns, results; reconnects when the arena goes away ----
async function play() {
  const known = new Set(), over = new Set();
  let mapOf = null;
  while (true) {
    const ids = (await ask("GET_MY_MATCHES")) || [];
    if (ids.length && ids.join() !== mapOf) { await readMap(); mapOf = ids.join(); } // each round has its own map
    const fresh = ids.filter(id => !known.has(id));
    if (fresh.length) log(`a round or practice started: matches ${fresh.join(" ")}`);
    fresh.forEach(id => known.add(id));
    for (const id of ids.filter(id => !over.has(id))) {
      m = id;
      try {
        if ((await get(`GET_TURNS_LEFT ${m}`))[0] === "0") { // the match has ended
          over.add(m);
          const score = Number((await get(`GET_SCORE ${m}`))[0]);
          log(`match ${m} ended: ${score > 500 ? "won" : score < 500 ? "lost" : "drew"}, ${score} points of 1000`);
        } else if ((await get(`IS_MY_TURN ${m}`))[0] === "YES") await playTurn();
      } catch (e) {
        if (!(e instanceof TurnOver)) throw e;
      }
    }
    if (!ids.length) await sleep(500); // no match: between rounds, or the contest is over (then WAIT answers at once)
    if ((await ask("WAIT")) !== null) await receive(); // OK NEXT_TURN or OK NEXT_ROUND
    else await sleep(1000);
  }
}

// ---- Logging in, and coming back: the arena may say "try again" (a lab logging in at once from one address, a wait
// after wrong passwords, a restart); the bot then tries again later. Only a refusal for good (a wrong password) ends it ----
class TryAgain extends Error { // the arena refused the login or the contest for now, maybe asking to wait so many seconds
  constructor(answer, seconds) { super(answer); this.seconds = seconds; }
}
// Throws TryAgain when the answer says to try again or to wait, or that the team's connections are all taken (the arena
// may not have noticed yet that the old one is gone); else ends the bot with forGood.
function refused(answer, forGood) {
  if (answer.startsWith("ERR 106") || /try again|wait/i.test(answer)) {
    const asked = /in (\d+) ?s\b/.exec(answer);
    throw new TryAgain(answer, asked ? Number(asked[1]) : 0);
  }
  log(forGood);
  process.exit(1);
}
async function logIn() {
  const greeting = await receive();
  // refused before the greeting: too many connections from this address are logging in
  if (greeting !== "LOGIN") refused(greeting, `the arena refused the connection: ${greeting}`);
  send(team);
  await receive(); send(process.env.ARENA_PASSWORD || "");
  const answer = await receive();
  if (answer !== "OK") refused(answer, `login refused: ${answer} (is ARENA_PASSWORD set?)`);
  if (contest) {
    send(`CONTEST ${contest}`);
    const chosen = await receive();
    if (chosen !== "OK") refused(chosen, `the team is not in the contest ${contest} (${chosen})`);
  }
}
// Seconds before the next try: about 1, 2, 4, 8, then 10, each drawn between half of it and half again as much, so that
// bots started together (a whole lab) do not all come back together; never less than the arena asked for.
const backOff = (attempt, atLeast) =>
  Math.max(Math.min(2 ** Math.min(attempt, 4), 10) * (0.5 + Math.random()), atLeast * (1 + 0.2 * Math.random()));

async function main() {
  let attempt = 0; // tries since the last login
  while (true) {
    try {
      await connect();
      if (host) { // over a socket: log in, then choose the contest
        await logIn();
        log(`connected to ${host}:${port} as ${team}`);
      }
      attempt = 0;
      await play();
    } catch (e) {
      if (!host) return; // stdin closed: the arena stopped this hosted bot
      hangUp();
      const delay = backOff(attempt++, e instanceof TryAgain ? e.seconds : 0);
      if (e instanceof TryAgain) log(`the arena says try again (${e.message}): retrying in ${delay.toFixed(1)} s`);
      else log(`the arena is not there (${e.message}); trying again in ${delay.toFixed(1)} s`);
      await sleep(delay * 1000);
    }
  }
}
main();
