# A LOCM bot-port client written by hand: greet, then NEXT / ANSWER until the contest ends.
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


def decide(lines):
    """Your bot: the turn's input lines in, one answer line out."""
    me = lines[0].split()
    return 'PICK 0' if me[1] == '0' and int(lines[3]) == 3 else 'PASS'


while True:
    send('NEXT')
    assert line() == 'OK'
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
