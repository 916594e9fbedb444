#!/usr/bin/env python3
"""A Kieszostwory bot. Usage: python3 kieszostwory_bot.py HOST PORT LOGIN PASSWORD [CONTEST_SLUG]
Enrolls the best-value team it can afford; each turn, against each rival, switches in its first healthy
creature when it must and otherwise uses the move that hits hardest by the damage formula."""
import socket, sys
from fractions import Fraction

class Bot:
    def __init__(self, host, port):
        self.sock = socket.create_connection((host, int(port)))
        self.inp = self.sock.makefile('r', encoding='utf-8', newline='\n')
    def line(self):
        text = self.inp.readline()
        if not text:
            sys.exit(0)  # the server closed the connection
        return text.rstrip('\r\n')
    def send(self, text):
        self.sock.sendall((text + '\n').encode())
    def cmd(self, text):
        self.send(text)
        first = self.line()
        if first.startswith('ERR 105'):
            sys.exit("your team is in several contests: give the contest's slug as the last argument (" + first + ")")
        if first.startswith('ERR'):
            print(text, '->', first, file=sys.stderr)
        return first
    def block(self, text, per=1):
        """OK, a count n, then n * per lines: returns the lines split into lists of per."""
        if self.cmd(text) != 'OK':
            return None
        n = int(self.line())
        return [[self.line() for _ in range(per)] for _ in range(n)]
    def wait(self):
        if self.cmd('WAIT') != 'OK':
            return []
        self.line()  # the second OK, when the next turn begins
        return [self.line() for _ in range(int(self.line()))]

def ints(text):
    return [int(x) for x in text.split()]

def damage(move, user, target):
    """floor(DMG * ATK / DEF * TYPE * STAB), exactly; user and target are GET_TEAMS/GET_RIVALS lines."""
    m, u, t = moves[move - 1], creatures[user[0] - 1], creatures[target[0] - 1]
    atk = (100 + user[2]) * u[4] // 100
    dfn = max(1, (100 + target[3]) * t[5] // 100)
    factor = Fraction(types[m[0] - 1][t[1] - 1]) * (Fraction(types[m[0] - 1][t[2] - 1]) if t[2] else 1)
    stab = Fraction(6, 5) if m[0] in (u[1], u[2]) else 1
    return int(Fraction(m[2] * atk, dfn) * factor * stab) + m[8] * min(m[9], 2) - m[3]

def decide(mine, theirs, state):
    me, opp = state[0], state[3]
    if me == 0:  # no creature in the arena: switch to the first healthy one
        healthy = [i + 1 for i, c in enumerate(mine) if c[0] and c[1] > 0]
        return 'SWITCH %d' % healthy[0] if healthy else None
    if opp == 0 or state[1] or state[2]:  # the rival switches, or we are invincible or resting
        return None
    user, target = mine[me - 1], theirs[opp - 1]
    usable = [k for k in range(1, 5) if user[5 + k] > 0]
    if not usable:
        return None
    best = max(usable, key=lambda k: damage(creatures[user[0] - 1][6 + k], user, target))
    return 'FIGHT %d' % best

bot = Bot(*sys.argv[1:3])
bot.line(); bot.send(sys.argv[3]); bot.line(); bot.send(sys.argv[4])
if bot.line() != 'OK':
    sys.exit('login refused')
if len(sys.argv) > 5 and bot.cmd('CONTEST ' + sys.argv[5]) != 'OK':  # a team in several contests names one
    sys.exit('no contest ' + sys.argv[5] + ' for this team')
creatures = [ints(l[0]) for l in bot.block('GET_CREATURES')]  # price type1 type2 hp atk def speed m1..m4
moves = [ints(l[0]) for l in bot.block('GET_ATTACKS')]
types = [[Fraction(x) for x in l[0].split()] for l in bot.block('GET_TYPES')]
value = lambda i: (creatures[i][3] / 10 + sum(creatures[i][4:7])) / max(1, creatures[i][0])
team, cost = [], 0
for i in sorted(range(len(creatures)), key=value, reverse=True):
    if len(team) < 6 and cost + creatures[i][0] <= 10000:
        team.append(i + 1); cost += creatures[i][0]
while True:
    bot.send('IS_TOURNAMENT_ACTIVE'); bot.line()
    if bot.line() == '0':
        bot.send('ENROLL_TEAM ' + ' '.join(map(str, team)))
        if bot.line().startswith('ERR'):
            sys.exit(0)  # 666: the contest is over
        bot.wait()
    while True:
        states, teams, rivals = bot.block('GET_STATES'), bot.block('GET_TEAMS', 6), bot.block('GET_RIVALS', 7)
        if states is None or teams is None or rivals is None:
            break
        sent = 0
        for r in range(len(states)):
            state = ints(' '.join(states[r][0].split()[:6]))  # the rival's last move is not needed
            command = decide([ints(x) for x in teams[r]], [ints(x) for x in rivals[r][1:]], state)
            if command:
                bot.cmd(command.replace(' ', ' %d ' % (r + 1), 1)); sent += 1
        print('turn: %d commands for %d rivals' % (sent, len(states)), flush=True)
        if all(s.startswith('END') for s in bot.wait()):
            break
    bot.send('WAIT_FOR_REGISTRATION'); bot.line(); bot.line()
