# The LOCM bot protocol spoken by hand, without the bridge: greet, then NEXT / ANSWER until the contest ends.
# It shows the protocol only: decide() takes the first card of each draft pick and passes every other turn
# (in 1.5 a bare PASS plays the deck saved in the browser). The starters (bot.py, Bot.java, bot.cpp, bot.js on
# the rules page) play for real: they are CodinGame bots, and the bridge speaks this protocol for them.
# Usage: python3 locm_client.py HOST PORT LOGIN PASSWORD [CONTEST_SLUG]
import socket
import sys

host, port, team, password = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4]
sock = socket.create_connection((host, port))
reader = sock.makefile('r', encoding='utf-8', newline='\n')


def send(line):
    sock.sendall((line + '\n').encode('utf-8'))


def line():
    return reader.readline().rstrip('\r\n')


assert line() == 'LOGIN'; send(team)
assert line() == 'PASS'; send(password)
assert line() == 'OK', 'bad login'
if len(sys.argv) > 5:  # a team in several contests names one
    send('CONTEST ' + sys.argv[5])
    assert line() == 'OK', 'no contest ' + sys.argv[5] + ' for this team'


def decide(lines):
    """Your bot: the turn's input lines in, one answer line out."""
    me = lines[0].split()
    return 'PICK 0' if me[1] == '0' and int(lines[3]) == 3 else 'PASS'


while True:
    send('NEXT')
    first = line()
    if first.startswith('ERR 105'):
        sys.exit("your team is in several contests: give the contest's slug as the last argument (" + first + ")")
    assert first == 'OK', first
    head = line().split(' ')
    if head[0] == 'END':
        break
    if head[0] == 'OVER':
        print('match', head[1], 'ended:', ' '.join(head[2:]))
        continue
    match, n = head[1], int(head[2])
    lines = [line() for _ in range(n)]
    send('ANSWER %s %s' % (match, decide(lines)))
    answer = line()
    if answer != 'OK':
        print(answer)
