#!/usr/bin/env python3
# A Kieszostwory starter bot: against each rival it uses the move that hurts most (type, power, poison)
# and switches to a better creature when its own cannot hurt the rival. It keeps the team saved on the
# contest's "Your entry" page; only when the team has none for the coming round does it enroll its own.
#
# Run:  export ARENA_PASSWORD=...   then   python3 bot.py HOST PORT TEAM CONTEST
# With no HOST it speaks the protocol on stdin/stdout (a hosted bot, already logged in).
# Where to start changing it: decide() chooses every command; my_team() the team it enrolls.
# It prints what happens to stderr; the rules page of the game lists every command.
import os, random, re, socket, sys, time
from fractions import Fraction

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

# lines per item after the count: GET_RIVALS has 7 per rival, GET_TEAMS 6, the others 1
PER_ITEM = {"GET_CREATURES": 1, "GET_ATTACKS": 1, "GET_TYPES": 1, "GET_STATES": 1, "GET_TEAMS": 6, "GET_RIVALS": 7}

def ask(command):
    """Sends a command; returns the lines of its answer after OK, or None (and prints it) on ERR."""
    send(command)
    first = receive()
    if first.startswith("ERR 105"):
        sys.exit(f"{first}: the team is in several contests, give the contest's slug after the team")
    if first != "OK":
        log(f"{command} -> {first}")
        return None
    name = command.split()[0]
    if name in PER_ITEM:
        return [receive() for _ in range(int(receive()) * PER_ITEM[name])]
    if name in ("IS_TOURNAMENT_ACTIVE", "GET_TIME_LEFT", "WAIT_FOR_REGISTRATION"):
        return [receive()]
    return []

def ints(line):
    return [int(x) for x in line.split()]

# ---- The game's data, read once: creatures, moves, type multipliers ----
def read_data():
    global creatures, moves, types
    creatures = [ints(l) for l in ask("GET_CREATURES")]  # price type1 type2 hp atk def speed m1 m2 m3 m4
    moves = [ints(l) for l in ask("GET_ATTACKS")]  # type pp dmg self oppAtk oppDef ownAtk ownDef poison turns inv rest
    types = [[Fraction(x) for x in l.split()] for l in ask("GET_TYPES")]

def my_team(budget):
    """The six creatures (at most) of the greatest total power within the budget: a knapsack over prices in hundreds."""
    power = lambda c: c[3] // 10 + c[4] + c[5] + c[6]
    cap = budget // 100
    best = [[(0, [])] * (cap + 1) for _ in range(7)]  # best[k][b]: (power, team) of k creatures costing at most b
    for i, c in enumerate(creatures):
        cost = (c[0] + 99) // 100
        for k in range(6, 0, -1):
            for b in range(cap, cost - 1, -1):
                total, team = best[k - 1][b - cost]
                if (k == 1 or team) and total + power(c) > best[k][b][0]:
                    best[k][b] = (total + power(c), team + [i + 1])
    return max((best[k][cap] for k in range(1, 7)), key=lambda x: x[0])[1]

# ---- The strategy. A fighter is a GET_TEAMS / GET_RIVALS line: ID HP atkBonus defBonus poison turns PP1..PP4 ----
def damage(move_id, user, target):
    """What a move does to the target: its damage by the rules' formula, plus a poison the target lacks."""
    m, u, t = moves[move_id - 1], creatures[user[0] - 1], creatures[target[0] - 1]
    atk = (100 + user[2]) * u[4] // 100
    dfn = max(1, (100 + target[3]) * t[5] // 100)
    kind = types[m[0] - 1][t[1] - 1] * (types[m[0] - 1][t[2] - 1] if t[2] else 1)
    stab = Fraction(6, 5) if m[0] in (u[1], u[2]) else 1
    hurt = int(Fraction(m[2] * atk, dfn) * kind * stab)
    if m[8] and target[5] == 0:
        hurt += int(m[8] * kind) * min(m[9], 3)
    if m[10] or m[11]:
        hurt = hurt * 2 // 3  # a move that digs in or needs a rest comes late
    return min(hurt, target[1]) - m[3]

def best_move(user, target):
    """(value, slot 1..4) of the creature's best move with PP left, or (-1, 0) if none."""
    options = [(damage(creatures[user[0] - 1][6 + k], user, target), k) for k in range(1, 5) if user[5 + k] > 0]
    return max(options, default=(-1, 0))

def decide(mine, theirs, state):
    """The command against one rival this turn: FIGHT k, SWITCH c, or None."""
    me, rival = state[0], state[3]
    healthy = [c for c in range(1, 7) if mine[c - 1][0] and mine[c - 1][1] > 0 and c != me]
    if me == 0:  # my creature fainted (or none is out yet): send in the one that hurts the rival most
        if not healthy:
            return None
        if rival == 0:
            return f"SWITCH {healthy[0]}"
        return f"SWITCH {max(healthy, key=lambda c: best_move(mine[c - 1], theirs[rival - 1])[0])}"
    if rival == 0 or state[1] or state[2]:  # the rival is switching, or mine is invincible or resting
        return None
    value, slot = best_move(mine[me - 1], theirs[rival - 1])
    better = [c for c in healthy if best_move(mine[c - 1], theirs[rival - 1])[0] > max(0, 2 * value)]
    if value <= 0 and better:  # mine cannot hurt this rival: switch to one that can
        return f"SWITCH {better[0]}"
    return f"FIGHT {slot}" if slot else None

# ---- Rounds: enroll only when needed, play every rival each turn, print the results ----
def between_rounds():
    """Waits for the next round (or practice); enrolls my own team only if the team has none saved."""
    send("WAIT")
    first = receive()
    if first.startswith("ERR 777"):  # no team saved for the coming round
        budget = 10000
        while budget >= 1000:
            team = my_team(budget)
            if ask("ENROLL_TEAM " + " ".join(map(str, team))) is not None:
                log(f"the team had no creatures for the coming round: enrolled mine, {' '.join(map(str, team))}")
                break
            budget //= 2  # the contest's budget is smaller (670): try with less
        return
    if first != "OK":
        log(f"WAIT -> {first}")
        time.sleep(1)
        return
    global said_waiting
    if not said_waiting:
        log("waiting for the next round, with the team saved for it")
        said_waiting = True
    receive()  # OK when the round (or a practice) starts, then the rivals' news
    rivals = int(receive())
    for _ in range(rivals):
        receive()
    if rivals == 0:
        time.sleep(1)  # no round began: the contest is over, and WAIT answers at once

said_waiting = False

def play_round():
    global said_waiting
    said_waiting, results = False, {}
    teams = ask("GET_TEAMS")
    if teams:
        log(f"a round or practice started: playing creatures {' '.join(l.split()[0] for l in teams[:6] if l.split()[0] != '0')}")
    while True:
        states, teams, rivals = ask("GET_STATES"), ask("GET_TEAMS"), ask("GET_RIVALS")
        if states is None or teams is None or rivals is None:
            return  # the round is over (888) or the team sits it out (777)
        for r, line in enumerate(states):
            state = ints(" ".join(line.split()[:6]))  # the rival's last move is not needed
            mine = [ints(l) for l in teams[6 * r:6 * r + 6]]
            theirs = [ints(l) for l in rivals[7 * r + 1:7 * r + 7]]
            command = decide(mine, theirs, state)
            if command:
                name, arg = command.split()
                ask(f"{name} {r + 1} {arg}")
        if ask("WAIT") is None:
            return
        receive()  # OK: the turn has ended
        news = [receive() for _ in range(int(receive()))]
        for r, line in enumerate(news):
            if line.split()[0] in ("REMATCH", "END") and results.get((r, line.split()[0])) is None:
                results[(r, line.split()[0])] = line
                game = "match" if line.startswith("REMATCH") else "rematch"
                log(f"{game} against rival {r + 1} ended: {line.split()[1].lower()}")
        if news and all(l.startswith("END") for l in news):
            return

def play():
    read_data()
    while True:
        active = ask("IS_TOURNAMENT_ACTIVE")
        if active and active[0] == "1":
            play_round()
            while (ask("WAIT_FOR_REGISTRATION") or ["NOTYET"])[0] != "OK":
                pass  # until the round is over and the next one can be prepared
        else:
            between_rounds()

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
