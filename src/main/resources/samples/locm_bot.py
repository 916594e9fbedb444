# A Legends of Code and Magic bot, the CodinGame kind: it reads each turn on stdin and writes one line.
# It plays both variants (1.2 draft and 1.5 constructed). Run it in the arena with the bridge:
#   java -jar arena.jar bridge --host HOST --port 7071 --login TEAM --password SECRET -- python3 locm_bot.py
import sys


def log(*args):
    print(*args, file=sys.stderr, flush=True)  # stderr goes to your private log of the match


def score(c):
    """How good a card is for its cost: stats, abilities, draws."""
    stats = c['attack'] + c['defense'] if c['type'] == 0 else abs(c['attack']) + abs(c['defense'])
    value = (stats + 1.5 * len(c['abilities'].replace('-', '')) + 1.5 * c['draw']) / (c['cost'] + 1)
    return value + 0.5 if c['type'] == 0 else value * 0.8


def read_turn():
    players = [[int(x) for x in input().split()] for _ in range(2)]
    opp_hand, opp_actions = [int(x) for x in input().split()]
    for _ in range(opp_actions):
        input()
    cards = []
    for _ in range(int(input())):
        t = input().split()
        v15 = len(t) == 13  # 1.5 lines carry the area
        cards.append({'base': int(t[0]), 'id': int(t[1]), 'location': int(t[2]), 'type': int(t[3]),
                      'cost': int(t[4]), 'attack': int(t[5]), 'defense': int(t[6]), 'abilities': t[7],
                      'draw': int(t[10]), 'lane': int(t[12] if v15 else t[11])})
    return players, cards


while True:
    players, cards = read_turn()
    me = players[0]
    if me[1] == 0:  # no mana: deck building
        if len(cards) == 3:  # 1.2 draft: pick the best of three
            best = max(range(3), key=lambda i: score(cards[i]))
            log('draft: card', cards[best]['base'])
            print('PICK', best)
        else:  # 1.5 constructed: the 15 best cards twice (answer PASS to play the deck saved in the browser)
            ranked = sorted(cards, key=score, reverse=True)[:15]
            print(';'.join('CHOOSE %d' % c['base'] for c in ranked for _ in range(2)))
        continue
    mana = me[1]
    actions = []
    hand = sorted((c for c in cards if c['location'] == 0 and c['type'] == 0), key=lambda c: -c['cost'])
    mine = [c for c in cards if c['location'] == 1]
    theirs = [c for c in cards if c['location'] == -1]
    for c in hand:
        lanes = [sum(1 for m in mine if m['lane'] == lane) for lane in (0, 1)]
        lane = 0 if lanes[0] <= lanes[1] else 1
        if c['cost'] <= mana and lanes[lane] < 3:
            actions.append('SUMMON %d %d' % (c['id'], lane))
            mana -= c['cost']
            c['lane'] = lane
            mine.append(dict(c, location=1, fresh='C' not in c['abilities']))
    for c in mine:
        if c.get('fresh') or c['attack'] == 0:
            continue
        guards = [e for e in theirs if e['lane'] == c['lane'] and 'G' in e['abilities']]
        target = min(guards, key=lambda e: e['defense'])['id'] if guards else -1
        actions.append('ATTACK %d %d' % (c['id'], target))
    log('health', me[0], 'mana', me[1], '->', len(actions), 'actions')
    print(';'.join(actions) if actions else 'PASS')
