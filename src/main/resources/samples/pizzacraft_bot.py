#!/usr/bin/env python3
"""A simple Pizzacraft bot. Run: python3 pizzacraft_bot.py HOST PORT LOGIN PASSWORD [CONTEST_SLUG]"""
import socket, sys, time

ONE_LINE = {"IS_MY_TURN", "GET_TURNS_LEFT", "GET_GOLD", "GET_SCORE", "GET_UPGRADES"}
COUNTED = {"GET_MY_MATCHES", "GET_MINES", "GET_MY_UNITS", "GET_ENEMY_UNITS", "GET_MY_BUILDINGS", "GET_ENEMY_BUILDINGS"}
sock = socket.create_connection((sys.argv[1], int(sys.argv[2])))
reader = sock.makefile("r", encoding="utf-8", newline="\n")

def line():
    text = reader.readline()
    if not text:
        raise EOFError("the server closed the connection")
    return text.rstrip("\r\n")

def send(text):
    sock.sendall((text + "\n").encode())

def ask(text):
    """Sends a command; returns the lines after OK, or None (and reports it) on ERR."""
    send(text)
    first = line()
    if first.startswith("ERR 105"):
        sys.exit("your team is in several contests: give the contest's slug as the last argument (%s)" % first)
    if first != "OK":
        print(text, "->", first, file=sys.stderr, flush=True)
        return None
    name = text.split()[0]
    if name in ONE_LINE:
        return [line()]
    if name in COUNTED:
        return [line() for _ in range(int(line()))]
    if name == "GET_MAP":
        lines = [line(), line()]  # radius, water count
        lines += [line() for _ in range(int(lines[1]))]
        count = line()
        return lines + [count] + [line() for _ in range(int(count))]
    return []

def dist(a, b):
    return max(abs(a[0] - b[0]), abs(a[1] - b[1]), abs(a[2] - b[2]))

def neighbours(h):
    x, y, z = h
    return [(x+1, y, z-1), (x-1, y, z+1), (x+1, y-1, z), (x-1, y+1, z), (x, y+1, z-1), (x, y-1, z+1)]

def things(lines):  # ID X Y Z TYPE ... -> dicts with id, at, type and the rest as numbers
    return [{"id": int(f[0]), "at": tuple(map(int, f[1:4])), "type": int(f[4]), "rest": list(map(int, f[5:]))}
            for f in (l.split() for l in lines)]

def play_turn(m, mines, blocked):
    gold = int(ask(f"GET_GOLD {m}")[0])
    units, buildings = things(ask(f"GET_MY_UNITS {m}")), things(ask(f"GET_MY_BUILDINGS {m}"))
    enemies = things(ask(f"GET_ENEMY_UNITS {m}")) + things(ask(f"GET_ENEMY_BUILDINGS {m}"))
    hqs = [b for b in buildings if b["type"] == 4]
    if not hqs:
        return
    hq = hqs[0]["at"]
    home = min(mines, key=lambda mine: dist(mine[1], hq))  # (id, tile) of the mine nearest my HQ
    taken = blocked | {b["at"] for b in buildings} | {e["at"] for e in enemies}
    def step(u, goal):  # one greedy move toward a goal tile
        options = [n for n in neighbours(u["at"]) if n not in taken and dist(n, (0, 0, 0)) <= radius]
        if options and ask(f"MOVE {m} {u['id']} {' '.join(map(str, min(options, key=lambda n: dist(n, goal))))}") is not None:
            u["at"] = min(options, key=lambda n: dist(n, goal))
    for u in units:  # TYPE TRAIN_TIME HP STAMINA: rest = [train, hp, stamina]
        if u["rest"][0] > 0:
            continue
        if u["type"] == 1:
            if not any(b["type"] == 5 for b in buildings) and gold >= 50 and len(units) >= 3:
                free = [n for n in neighbours(u["at"]) if n not in taken and dist(n, home[1]) > 1]
                if free and ask(f"BUILD {m} {u['id']} 5 {' '.join(map(str, free[0]))}") is not None:
                    gold -= 50
                    buildings.append({"type": 5, "at": free[0]})
                    continue
            if dist(u["at"], home[1]) != 1:
                for _ in range(2):
                    step(u, home[1])
            elif ask(f"MINE {m} {u['id']} {home[0]}") is not None:
                gold += 5
        else:
            near = [e for e in enemies if dist(e["at"], u["at"]) <= (1 if u["type"] == 2 else 3)]
            if near:
                ask(f"ATTACK {m} {u['id']} {near[0]['id']}")
            else:
                for _ in range(2):
                    step(u, tuple(-c for c in hq))  # the enemy HQ: maps are point-symmetric
    for b in buildings:  # HQs train workers (up to 4), barracks warriors
        want = 1 if b["type"] == 4 and sum(u["type"] == 1 for u in units) < 4 else 2 if b["type"] == 5 else 0
        spots = [n for n in neighbours(b["at"]) if n not in taken]
        idle = "id" in b and b["rest"][1] == 0 and b["rest"][2] == 0  # HP BUSY_TIME CONSTRUCTION_TIME
        if want and idle and spots and gold >= (15 if want == 1 else 35):
            if ask(f"TRAIN {m} {b['id']} {want} {' '.join(map(str, spots[0]))}") is not None:
                gold -= 15 if want == 1 else 35
    print(f"match {m}: {len(units)} units, {len(buildings)} buildings, {gold} gold", flush=True)

def main():
    global radius
    for prompt, answer in (("LOGIN", sys.argv[3]), ("PASS", sys.argv[4])):
        if line() != prompt:
            sys.exit("unexpected greeting")
        send(answer)
    if line() != "OK":
        sys.exit("bad login or password")
    if len(sys.argv) > 5 and ask("CONTEST " + sys.argv[5]) is None:  # a team in several contests names one
        sys.exit("no contest " + sys.argv[5] + " for this team")
    while True:
        ids = ask("GET_MY_MATCHES") or []
        the_map = ask("GET_MAP") if ids else None
        if the_map:
            radius, water = int(the_map[0]), int(the_map[1])
            blocked = {tuple(map(int, l.split())) for l in the_map[2:2 + water]}
            mines = [(int(f[0]), tuple(map(int, f[1:4]))) for f in (l.split() for l in the_map[3 + water:])]
            blocked |= {tile for _, tile in mines}
            for m in ids:
                if (ask(f"IS_MY_TURN {m}") or ["NO"])[0] == "YES":
                    play_turn(m, mines, blocked)
        else:
            time.sleep(0.2)  # no round is running: do not flood the server
        ask("WAIT")
        line()  # OK NEXT_TURN or OK NEXT_ROUND

if __name__ == "__main__":
    main()
