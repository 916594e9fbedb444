# A starter bot for Legends of Code and Magic, versions 1.2 (draft) and 1.5 (constructed).
# It is a CodinGame bot: each turn it reads the game on stdin and prints one line of actions on stdout.
# What it prints on stderr goes to your team's private log of the match (on the match's page).
#
# Run it in the arena through the bridge (bridge.jar, from the game's page; needs Java 17 or newer),
# with your team's password in the environment variable ARENA_PASSWORD:
#   java -jar bridge.jar --host HOST --port PORT --login TEAM --contest CONTEST -- python3 bot.py
# The bridge starts one copy of this program per match. On CodinGame, paste it as it is.
# In LOCM 1.5 it finds ARENA_SAVED_DECK=1 in its environment when the match plays the deck saved in the browser.
#
# Where to start changing it: score() says how good a card is (it builds the deck),
# and battle() plays a turn: red items, summons, green and blue items, then attacks.
import os
import sys


def read_line():
    """The transport: one line of the game's input (stdin), or None when the match is over."""
    line = sys.stdin.readline()
    return line.strip() if line else None


def send(answer):
    print(answer, flush=True)


def log(text):
    print(text, file=sys.stderr, flush=True)


def numbers(line):
    return [int(x) for x in line.split()]


def read_turn():
    """One turn's input: the two players, then the cards. None when the match is over."""
    lines = [read_line(), read_line()]
    if None in lines:
        return None
    me, them = numbers(lines[0]), numbers(lines[1])
    opp_hand, opp_actions = numbers(read_line())
    for _ in range(opp_actions):
        read_line()  # what the opponent did last turn: not used here
    cards = []
    for _ in range(int(read_line())):
        t = read_line().split()
        v15 = len(t) == 13  # LOCM 1.5 card lines carry the area before the lane
        cards.append({'number': int(t[0]), 'id': int(t[1]), 'location': int(t[2]), 'type': int(t[3]),
                      'cost': int(t[4]), 'attack': int(t[5]), 'defense': int(t[6]), 'abilities': t[7],
                      'draw': int(t[10]), 'area': int(t[11]) if v15 else 0, 'lane': int(t[-1])})
    return {'health': me[0], 'mana': me[1], 'their_health': them[0], 'v15': len(me) == 4, 'cards': cards}


CREATURE, GREEN, RED, BLUE = 0, 1, 2, 3


def score(card):
    """How good a card is for its cost: attack, defense, abilities (B C D G L W) and extra draws."""
    abilities = len(card['abilities'].replace('-', ''))
    value = abs(card['attack']) + abs(card['defense']) + 1.5 * abilities + 1.5 * card['draw'] + 2 * (card['area'] > 0)
    value = value / (card['cost'] + 1)
    return value + 0.5 if card['type'] == CREATURE else value * 0.8  # creatures win games


def build_deck(cards):
    """LOCM 1.5: 30 cards from the 120 offered, the best ones twice, few items and few expensive cards."""
    chosen, items, expensive = [], 0, 0
    for card in sorted(cards, key=score, reverse=True):
        for _ in range(2):  # at most 2 copies of a card
            if len(chosen) == 30 or (card['type'] != CREATURE and items == 6) or (card['cost'] >= 6 and expensive == 8):
                break
            chosen.append('CHOOSE %d' % card['number'])
            items += card['type'] != CREATURE
            expensive += card['cost'] >= 6
    return ';'.join(chosen)


def hurt(creature, damage, lethal=False):
    """Damage to a creature as the rules deal it: Ward takes the first hit. Returns True if it dies."""
    if damage <= 0:
        return False
    if 'W' in creature['abilities']:
        creature['abilities'] = creature['abilities'].replace('W', '-')
        return False
    creature['defense'] -= damage
    return creature['defense'] <= 0 or lethal


def battle(turn):
    """One battle turn: the list of actions, in order."""
    mana, actions = turn['mana'], []
    cards = turn['cards']
    hand = [c for c in cards if c['location'] == 0]
    mine = [c for c in cards if c['location'] == 1]
    theirs = [c for c in cards if c['location'] == -1]
    for c in mine:
        c['ready'] = True  # creatures on the board at the start of the turn may attack

    # 1. red items on the most dangerous enemy creature (guards first, they block our attacks)
    for item in [c for c in hand if c['type'] == RED]:
        if item['cost'] > mana or not theirs:
            continue
        target = max(theirs, key=lambda e: ('G' in e['abilities'], e['attack'] + e['defense']))
        actions.append('USE %d %d' % (item['id'], target['id']))
        mana -= item['cost']
        hit = [e for e in theirs if item['area'] == 2 or (item['area'] == 1 and e['lane'] == target['lane'])] or [target]
        for e in hit:
            e['abilities'] = ''.join('-' if a in item['abilities'] else a for a in e['abilities'])
            e['attack'] = max(0, e['attack'] + item['attack'])
            if hurt(e, -item['defense']):
                theirs.remove(e)

    # 2. summon creatures, the most expensive we can pay first, in the emptier lane
    for card in sorted([c for c in hand if c['type'] == CREATURE], key=lambda c: -c['cost']):
        lanes = [sum(1 for m in mine if m['lane'] == lane) for lane in (0, 1)]
        lane = 0 if lanes[0] <= lanes[1] else 1
        if card['cost'] > mana or lanes[lane] == 3:
            continue
        actions.append('SUMMON %d %d' % (card['id'], lane))
        mana -= card['cost']
        card['lane'], card['ready'] = lane, 'C' in card['abilities']  # Charge: it may attack at once
        mine.append(card)
        copies = [lane] if card['area'] == 1 else [1 - lane] if card['area'] == 2 else []
        for copy_lane in copies:  # LOCM 1.5 Area: a copy in this lane or the other one, if there is room
            if sum(1 for m in mine if m['lane'] == copy_lane) < 3:
                mine.append(dict(card, id=-1, lane=copy_lane, ready=False))

    # 3. green items on our strongest creature, blue items straight at the opponent
    for item in [c for c in hand if c['type'] in (GREEN, BLUE) and c['cost'] <= mana]:
        if item['cost'] > mana:
            continue
        if item['type'] == BLUE:
            actions.append('USE %d -1' % item['id'])
        else:
            ours = [m for m in mine if m['id'] >= 0]
            if not ours:
                continue
            best = max(ours, key=lambda m: m['attack'] + m['defense'])
            actions.append('USE %d %d' % (item['id'], best['id']))
            best['attack'] += item['attack']
            best['defense'] += item['defense']
            best['abilities'] += item['abilities']
            best['ready'] = best['ready'] or 'C' in item['abilities']
        mana -= item['cost']

    # 4. attacks, strongest first: a guard in the lane must go first; else a creature we kill
    #    without dying, else the opponent's face
    for c in sorted(mine, key=lambda m: -m['attack']):
        if not c['ready'] or c['attack'] == 0:
            continue
        lane = [e for e in theirs if e['lane'] == c['lane']]
        guards = [e for e in lane if 'G' in e['abilities']]
        good = [e for e in lane if e['attack'] < c['defense'] and (c['attack'] >= e['defense'] or 'L' in c['abilities'])
                and 'W' not in e['abilities'] and 'L' not in e['abilities']]
        target = min(guards, key=lambda e: e['defense']) if guards else max(good, key=lambda e: e['attack']) if good else None
        if target is None:
            actions.append('ATTACK %d -1' % c['id'])
        else:
            actions.append('ATTACK %d %d' % (c['id'], target['id']))
            if hurt(target, c['attack'], 'L' in c['abilities']):
                theirs.remove(target)
    return actions


def main():
    turns = 0
    while True:
        try:
            turn = read_turn()
        except (ValueError, IndexError, AttributeError, TypeError) as e:  # odd input: say so, and play on
            log('could not read the turn (%s): PASS' % e)
            send('PASS')
            continue
        if turn is None:
            log('the match is over after %d turns' % turns)
            return
        turns += 1
        if turns == 1:
            log('a new match of LOCM %s begins' % ('1.5' if turn['v15'] else '1.2'))
        if turn['mana'] == 0 and len(turn['cards']) == 3:  # 1.2 draft: pick the best of three
            send('PICK %d' % max(range(3), key=lambda i: score(turn['cards'][i])))
        elif turn['mana'] == 0:  # 1.5 constructed: the deck saved in the browser, or 30 cards of our own
            if os.environ.get('ARENA_SAVED_DECK') == '1':  # set by the bridge or the arena: a bare PASS plays it
                log('playing the deck saved in the browser')
                send('PASS')
            else:
                log('no deck saved for this match: choosing 30 cards')
                send(build_deck(turn['cards']))
        else:
            actions = battle(turn)
            log('health %d against %d, mana %d: %d actions' % (turn['health'], turn['their_health'], turn['mana'], len(actions)))
            send(';'.join(actions) if actions else 'PASS')


main()
