# Reads "host port" lines on stdin and tries to connect to each, saying what happened.
import socket, sys
for line in sys.stdin:
    host, port = line.split()
    try:
        s = socket.create_connection((host, int(port)), timeout=3)
        print("CONNECTED %s %s" % (host, port), flush=True)
        s.close()
    except OSError as e:
        print("FAILED %s %s %s" % (host, port, e), flush=True)
print("DONE", flush=True)
