#!/usr/bin/env python3
# A Pizzacraft starter bot: workers mine and build, the barracks trains warriors, warriors march on the enemy.
#
# Run:  export ARENA_PASSWORD=...   then   python3 bot.py HOST PORT TEAM CONTEST
# With no HOST it speaks the protocol on stdin/stdout (a hosted bot, already logged in).
# Where to start changing it: play_turn() below; workers(), buildings() and warriors() are its three parts.
# It prints what happens to stderr; the rules page of the game lists every command.
import os, random, re, socket, sys, time
from collections import deque

# ---- The transport: one socket, or stdin/stdout when no HOST is given ----
def connect():
    if len(sys.argv) < 2:
        return sys.stdin, sys.stdout
    sock = socket.create_connection((sys.argv[1], int(sys.argv[2])))
    f = sock.makefile("rw", encoding="utf-8", newline="\n")
    return f, f

def log(text):
    print(text, file=sys.stderr, flush=True)
def send(text):
    out.write(text + "\n")
    out.flush()
def receive():
    text = inp.readline()
    if not text.endswith("\n"):  # nothing, or a line cut off: the connection is gone
        raise EOFError("the arena closed the connection")
    return text.rstrip("\r\n")

class TurnOver(Exception):
    """The turn or the match ended under the bot's feet."""
ONE_LINE = {"IS_MY_TURN", "GET_TURNS_LEFT", "GET_GOLD", "GET_SCORE", "GET_UPGRADES"}
COUNTED = {"GET_MY_MATCHES", "GET_MINES", "GET_MY_UNITS", "GET_ENEMY_UNITS", "GET_MY_BUILDINGS", "GET_ENEMY_BUILDINGS"}

def ask(command):
    """Sends a command; returns the lines of its answer after OK, or None (and prints it) on ERR."""
    send(command)
    first = receive()
    if first.startswith("ERR 105"):
        sys.exit(f"{first}: the team is in several contests, give the contest's slug after the team")
    if first != "OK":
        log(f"{command} -> {first}")
        if first.split()[1] in ("401", "402"):
            raise TurnOver()  # not my match, or not my turn (any more): nothing more to do in it now
        return None
    name = command.split()[0]
    if name in ONE_LINE:
        return [receive()]
    if name in COUNTED:
        return [receive() for _ in range(int(receive()))]
    if name == "GET_MAP":  # radius; water tiles; mines (ID X Y Z GOLD)
        lines = [receive(), receive()]
        lines += [receive() for _ in range(int(lines[1]))]
        count = receive()
        return lines + [count] + [receive() for _ in range(int(count))]
    return []

def get(command):  # a read that must succeed for the turn to go on
    answer = ask(command)
    if answer is None:
        raise TurnOver()
    return answer

# ---- The map: hexes in cubic coordinates (x, y, z), x + y + z = 0 ----
WORKER, WARRIOR, HQ, BARRACKS, HOUSE = 1, 2, 4, 5, 6
PRICE = {WORKER: 15, WARRIOR: 35, BARRACKS: 50, HOUSE: 20}
SUPPLY_USE = {1: 2, 2: 3, 3: 3}
SUPPLY_GIVE = {HQ: 15, HOUSE: 9}
ARMOR = {1: 0, 2: 2, 3: 1, 4: 6, 5: 4, 6: 2, 7: 3, 8: 4}  # a warrior hits for 10 minus the target's armor

def dist(a, b):
    return max(abs(a[0] - b[0]), abs(a[1] - b[1]), abs(a[2] - b[2]))
def neighbours(h):
    x, y, z = h
    return [(x+1, y, z-1), (x-1, y, z+1), (x+1, y-1, z), (x-1, y+1, z), (x, y+1, z-1), (x, y-1, z+1)]

def read_map():
    lines = ask("GET_MAP")
    radius, water = int(lines[0]), int(lines[1])
    blocked = {tuple(map(int, l.split())) for l in lines[2:2 + water]}
    mines = {int(f[0]): tuple(map(int, f[1:4])) for f in (l.split() for l in lines[3 + water:])}
    return radius, blocked | set(mines.values()), mines
class Thing:  # ID X Y Z TYPE, then units: TRAIN_TIME HP [STAMINA]; buildings: HP BUSY_TIME CONSTRUCTION_TIME
    def __init__(self, line, unit):
        f = list(map(int, line.split()))
        self.id, self.at, self.type, self.unit = f[0], tuple(f[1:4]), f[4], unit
        if unit:
            self.wait, self.hp, self.stamina = f[5], f[6], f[7] if len(f) > 7 else 0
        else:
            self.hp, self.busy, self.wait = f[5], f[6], f[7]

class Turn:  # what the bot sees in one match during its turn, kept up to date as its commands succeed
    def __init__(self, m, the_map):
        self.m, (self.radius, self.blocked, self.mines) = m, the_map
        self.gold = int(get(f"GET_GOLD {m}")[0])
        self.units = [Thing(l, True) for l in get(f"GET_MY_UNITS {m}")]
        self.buildings = [Thing(l, False) for l in get(f"GET_MY_BUILDINGS {m}")]
        self.enemies = [Thing(l, True) for l in get(f"GET_ENEMY_UNITS {m}")] + \
                       [Thing(l, False) for l in get(f"GET_ENEMY_BUILDINGS {m}")]

    def on_map(self, h):
        return dist(h, (0, 0, 0)) <= self.radius and h not in self.blocked
    def enterable(self, h):  # no water, mine, building or enemy unit, and fewer than 3 of my units
        return self.on_map(h) and all(t.at != h for t in self.buildings + self.enemies) \
            and sum(u.at == h for u in self.units) < 3
    def empty(self, h):  # a building may go there: nothing at all on it
        return self.enterable(h) and all(u.at != h for u in self.units)
    def supplies_free(self):
        given = sum(SUPPLY_GIVE.get(b.type, 0) for b in self.buildings if b.wait == 0)
        return given - sum(SUPPLY_USE[u.type] for u in self.units)

    def walk(self, u, goals):  # moves a unit up to its stamina along a shortest path toward the nearest goal
        far = {g: 0 for g in goals if self.on_map(g)}
        queue = deque(far)
        while queue:  # distances from the goals, over tiles a unit could cross
            h = queue.popleft()
            for n in neighbours(h):
                if n not in far and self.on_map(n) and all(b.at != n for b in self.buildings + self.enemies if not b.unit):
                    far[n] = far[h] + 1
                    queue.append(n)
        while u.stamina > 0 and far.get(u.at, 0) > 0:
            step = min((n for n in neighbours(u.at) if self.enterable(n)), key=lambda n: far.get(n, 999), default=None)
            if step is None or far.get(step, 999) >= far[u.at]:
                return
            if ask(f"MOVE {self.m} {u.id} {' '.join(map(str, step))}") is None:
                return
            u.at, u.stamina = step, u.stamina - 1

# ---- The strategy ----
def play_turn(m, the_map):
    t = Turn(m, the_map)
    home = next((b.at for b in t.buildings if b.type == HQ), None)
    if home is None:
        return  # my HQ is gone
    mine_id = min(t.mines, key=lambda i: dist(t.mines[i], home))  # the mine nearest my HQ
    workers(t, mine_id)
    t.gold = int(get(f"GET_GOLD {m}")[0])  # with what the mine gave
    buildings(t, t.mines[mine_id])
    warriors(t, tuple(-c for c in home))  # maps are point-symmetric: the enemy HQ is at the mirror of mine

search = {}  # per match: the tile the army searches once the enemy HQ is gone and no building is in sight

def want_building(t):  # the building the economy needs next: a barracks, then a house whenever supplies run short
    if not any(b.type == BARRACKS for b in t.buildings) and sum(u.type == WORKER for u in t.units) >= 3:
        return BARRACKS
    if t.supplies_free() < 6 and not any(b.wait > 0 and b.type in (HQ, HOUSE) for b in t.buildings):
        return HOUSE
    return None

def workers(t, mine_id):
    mine = t.mines[mine_id]
    for u in [u for u in t.units if u.type == WORKER and u.wait == 0]:
        want = want_building(t)
        if want and t.gold >= PRICE[want] and u.stamina == 2:  # build beside me, off the mine's sides
            spots = [n for n in neighbours(u.at) if t.empty(n) and dist(n, mine) > 1]
            if spots and ask(f"BUILD {t.m} {u.id} {want} {' '.join(map(str, spots[0]))}") is not None:
                t.gold -= PRICE[want]
                t.buildings.append(Thing(f"0 {' '.join(map(str, spots[0]))} {want} 1 0 9", False))
                continue
        if dist(u.at, mine) > 1:
            t.walk(u, neighbours(mine))
        if dist(u.at, mine) == 1 and u.stamina == 2:
            ask(f"MINE {t.m} {u.id} {mine_id}")  # 5 gold, or what the mine has left
def train(t, building, kind, toward):
    spots = sorted((n for n in neighbours(building.at) if t.enterable(n)), key=lambda n: dist(n, toward))
    if not spots or t.gold < PRICE[kind] or t.supplies_free() < SUPPLY_USE[kind]:
        return
    if ask(f"TRAIN {t.m} {building.id} {kind} {' '.join(map(str, spots[0]))}") is not None:
        t.gold -= PRICE[kind]
        t.units.append(Thing(f"0 {' '.join(map(str, spots[0]))} {kind} 9 1 0", True))
def buildings(t, mine):
    for b in [b for b in t.buildings if b.id > 0 and b.wait == 0 and b.busy == 0]:
        saving = PRICE[HOUSE] if want_building(t) == HOUSE else 0
        if b.type == HQ and sum(u.type == WORKER for u in t.units) < 4:
            train(t, b, WORKER, mine)
        elif b.type == BARRACKS and t.gold >= PRICE[WARRIOR] + saving:
            train(t, b, WARRIOR, (0, 0, 0))

def warriors(t, enemy_home):
    army = [u for u in t.units if u.type == WARRIOR and u.wait == 0]
    targets = [e for e in t.enemies if not e.unit]  # enemy buildings in sight, else their HQ's place, else search
    goal = search.get(t.m, enemy_home)
    if targets and army:
        goal = min(targets, key=lambda e: dist(e.at, army[0].at)).at
    elif any(dist(u.at, goal) <= 2 for u in army):  # nothing here: search a random tile of the enemy's half
        half = [(x, y, -x - y) for x in range(-t.radius, t.radius + 1) for y in range(-t.radius, t.radius + 1)
                if t.on_map((x, y, -x - y)) and dist((x, y, -x - y), enemy_home) < dist((x, y, -x - y), (0, 0, 0))]
        goal = search[t.m] = random.choice(half or [enemy_home])
    for u in army:
        near = [e for e in t.enemies if dist(e.at, u.at) <= 1]
        if near and u.stamina == 2:  # strike: units first, then the weakest
            target = min(near, key=lambda e: (not e.unit, e.hp))
            if ask(f"ATTACK {t.m} {u.id} {target.id}") is not None:
                target.hp -= max(1, 10 - ARMOR[target.type])
                if target.hp <= 0:
                    t.enemies.remove(target)
                    if not target.unit and get(f"GET_TURNS_LEFT {t.m}")[0] == "0":
                        raise TurnOver()  # that was their last building: the match is won
                continue
        if len(army) >= 4 or targets:  # march once there are four
            t.walk(u, neighbours(goal))

# ---- The main loop: matches, turns, results; reconnects when the arena goes away ----
def play():
    known, over, the_map, map_of = set(), set(), None, None
    while True:
        ids = ask("GET_MY_MATCHES") or []
        fresh = [m for m in ids if m not in known]
        if fresh:
            log(f"a round or practice started: matches {' '.join(fresh)}")
            known.update(fresh)
        if ids and map_of != ids:  # each round has its own map
            the_map, map_of = read_map(), ids
        for m in ids:
            if m in over:
                continue
            try:
                if get(f"GET_TURNS_LEFT {m}")[0] == "0":  # the match has ended
                    over.add(m)
                    score = int(get(f"GET_SCORE {m}")[0])
                    log(f"match {m} ended: {'won' if score > 500 else 'lost' if score < 500 else 'drew'}, {score} points of 1000")
                elif get(f"IS_MY_TURN {m}")[0] == "YES":
                    play_turn(m, the_map)
            except TurnOver:
                pass
        if not ids:
            time.sleep(0.5)  # no match: between rounds, or the contest is over (then WAIT answers at once)
        if ask("WAIT") is not None:
            receive()  # OK NEXT_TURN or OK NEXT_ROUND
        else:
            time.sleep(1)
# ---- Logging in, and coming back: the arena may say "try again" (a lab logging in at once from one address, a wait
# after wrong passwords, a restart); the bot then tries again later. Only a refusal for good (a wrong password) ends it ----
class TryAgain(Exception):
    """The arena refused the login or the contest for now: args are its answer and the seconds it asked to wait (or 0)."""

def refused(answer, for_good):
    """Raises TryAgain when the answer says to try again or to wait, or that the team's connections are all taken (the
    arena may not have noticed yet that the old one is gone); else ends the bot with for_good."""
    if answer.startswith("ERR 106") or re.search(r"try again|wait", answer, re.IGNORECASE):
        asked = re.search(r"in (\d+) ?s\b", answer)
        raise TryAgain(answer, int(asked.group(1)) if asked else 0)
    sys.exit(for_good)

def log_in():
    greeting = receive()
    if greeting != "LOGIN":  # refused before the greeting: too many connections from this address are logging in
        refused(greeting, f"the arena refused the connection: {greeting}")
    send(sys.argv[3])
    receive(); send(os.environ.get("ARENA_PASSWORD", ""))
    answer = receive()
    if answer != "OK":
        refused(answer, f"login refused: {answer} (is ARENA_PASSWORD set?)")
    if len(sys.argv) > 4:
        send("CONTEST " + sys.argv[4])
        answer = receive()
        if answer != "OK":
            refused(answer, f"the team is not in the contest {sys.argv[4]} ({answer})")

def back_off(attempt, at_least=0):
    """Seconds before the next try: about 1, 2, 4, 8, then 10, each drawn between half of it and half again as much, so
    that bots started together (a whole lab) do not all come back together; never less than the arena asked for."""
    delay = min(2 ** min(attempt, 4), 10) * random.uniform(0.5, 1.5)
    return max(delay, at_least * random.uniform(1, 1.2))

def hang_up():
    try:
        inp.close()
    except (OSError, NameError):
        pass  # already gone, or never connected

def main():
    global inp, out
    attempt = 0  # tries since the last login
    while True:
        try:
            inp, out = connect()
            if len(sys.argv) >= 2:  # over a socket: log in, then choose the contest
                log_in()
                log(f"connected to {sys.argv[1]}:{sys.argv[2]} as {sys.argv[3]}")
            attempt = 0
            play()
        except TryAgain as e:
            delay = back_off(attempt, e.args[1])
            attempt += 1
            log(f"the arena says try again ({e.args[0]}): retrying in {delay:.1f} s")
            hang_up()
            time.sleep(delay)
        except (OSError, EOFError) as e:
            if len(sys.argv) < 2:
                return  # stdin closed: the arena stopped this hosted bot
            delay = back_off(attempt)
            attempt += 1
            log(f"the arena is not there ({e}); trying again in {delay:.1f} s")
            hang_up()
            time.sleep(delay)

if __name__ == "__main__":
    main()
