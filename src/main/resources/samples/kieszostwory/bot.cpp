// A Kieszostwory starter bot: against each rival it uses the move that hurts most (type, power, poison)
// and switches to a better creature when its own cannot hurt the rival. It keeps the team saved on the
// contest's "Your entry" page; only when the team has none for the coming round does it enroll its own.
//
// Run:  export ARENA_PASSWORD=...   then   g++ -O2 -std=c++17 -o bot bot.cpp && ./bot HOST PORT TEAM CONTEST
// (Windows, MinGW: add -lws2_32.) With no HOST it speaks the protocol on stdin/stdout (a hosted bot, logged in).
// Where to start changing it: decide() chooses every command; myTeam() the team it enrolls.
// It prints what happens to stderr; the rules page of the game lists every command.
#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <iostream>
#include <map>
#include <random>
#include <set>
#include <sstream>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>
#ifdef _WIN32
#include <winsock2.h>
#include <ws2tcpip.h>
#else
#include <csignal>
#include <netdb.h>
#include <sys/socket.h>
#include <unistd.h>
#define closesocket close
#endif
using namespace std;

// ---- The transport: one socket, or stdin/stdout when no HOST is given ----
struct Lost : runtime_error { using runtime_error::runtime_error; };  // the connection is gone
static long long sock = -1;  // -1: stdin and stdout
static string buffered;

void connectTo(const char* host, const char* port) {
    addrinfo hints{}, *found = nullptr;
    hints.ai_socktype = SOCK_STREAM;
    if (getaddrinfo(host, port, &hints, &found) != 0) throw Lost("cannot find the host");
    sock = -1;
    for (addrinfo* a = found; a && sock < 0; a = a->ai_next) {
        long long s = socket(a->ai_family, a->ai_socktype, a->ai_protocol);
        if (s >= 0 && connect(s, a->ai_addr, (int) a->ai_addrlen) == 0) sock = s;
        else if (s >= 0) closesocket(s);
    }
    freeaddrinfo(found);
    buffered.clear();
    if (sock < 0) throw Lost("connection refused");
}

void log(const string& text) { cerr << text << endl; }
void send(const string& text) {
    if (sock < 0) { cout << text << '\n' << flush; return; }
    string line = text + "\n";
    for (size_t done = 0; done < line.size();) {
        int n = ::send(sock, line.data() + done, (int) (line.size() - done), 0);
        if (n <= 0) throw Lost("the arena closed the connection");
        done += n;
    }
}
string receive() {
    string line;
    if (sock < 0) {
        if (!getline(cin, line)) throw Lost("stdin closed");
    } else {
        size_t end;
        while ((end = buffered.find('\n')) == string::npos) {
            char chunk[4096];
            int n = recv(sock, chunk, sizeof chunk, 0);
            if (n <= 0) throw Lost("the arena closed the connection");
            buffered.append(chunk, n);
        }
        line = buffered.substr(0, end);
        buffered.erase(0, end + 1);
    }
    if (!line.empty() && line.back() == '\r') line.pop_back();
    return line;
}

vector<int> ints(const string& line) { istringstream s(line); vector<int> v; int x; while (s >> x) v.push_back(x); return v; }

// Sends a command; returns true and the lines of its answer after OK, or false (and prints it) on ERR.
bool ask(const string& command, vector<string>& answer) {
    send(command);
    string first = receive();
    answer.clear();
    if (first.rfind("ERR 105", 0) == 0) { log(first + ": the team is in several contests, give the contest's slug after the team"); exit(2); }
    if (first != "OK") { log(command + " -> " + first); return false; }
    string name = command.substr(0, command.find(' '));
    // lines per item after the count: GET_RIVALS has 7 per rival, GET_TEAMS 6, the others 1
    map<string, int> perItem = {{"GET_CREATURES", 1}, {"GET_ATTACKS", 1}, {"GET_TYPES", 1}, {"GET_STATES", 1}, {"GET_TEAMS", 6}, {"GET_RIVALS", 7}};
    if (perItem.count(name)) for (int n = stoi(receive()) * perItem[name]; n > 0; n--) answer.push_back(receive());
    if (name == "IS_TOURNAMENT_ACTIVE" || name == "GET_TIME_LEFT" || name == "WAIT_FOR_REGISTRATION") answer.push_back(receive());
    return true;
}
bool ask(const string& command) { vector<string> ignored; return ask(command, ignored); }

// ---- The game's data, read once: creatures, moves, type multipliers ----
vector<vector<int>> creatures, moves;  // price type1 type2 hp atk def speed m1..m4; type pp dmg self oppAtk oppDef ownAtk ownDef poison turns inv rest
vector<vector<int>> twice;  // each multiplier (0, 0.5, 1, 2) times two, to count in whole numbers

void readData() {
    vector<string> lines;
    creatures.clear(); moves.clear(); twice.clear();
    if (ask("GET_CREATURES", lines)) for (string& l : lines) creatures.push_back(ints(l));
    if (ask("GET_ATTACKS", lines)) for (string& l : lines) moves.push_back(ints(l));
    if (ask("GET_TYPES", lines)) for (string& l : lines) {
        istringstream s(l);
        vector<int> row;
        double x;
        while (s >> x) row.push_back((int) (2 * x));
        twice.push_back(row);
    }
}

// The six creatures (at most) of the greatest total power within the budget: a knapsack over prices in hundreds.
vector<int> myTeam(int budget) {
    int cap = budget / 100;
    // best[k][b]: the power and the ids of the best k creatures costing at most b
    vector<vector<pair<int, vector<int>>>> best(7, vector<pair<int, vector<int>>>(cap + 1, {0, {}}));
    for (size_t i = 0; i < creatures.size(); i++) {
        const vector<int>& c = creatures[i];
        int cost = (c[0] + 99) / 100, power = c[3] / 10 + c[4] + c[5] + c[6];
        for (int k = 6; k >= 1; k--)
            for (int b = cap; b >= cost; b--) {
                const pair<int, vector<int>>& base = best[k - 1][b - cost];
                if ((k == 1 || !base.second.empty()) && base.first + power > best[k][b].first) {
                    vector<int> team = base.second;
                    team.push_back((int) i + 1);
                    best[k][b] = {base.first + power, team};
                }
            }
    }
    int k = 1;
    for (int j = 2; j <= 6; j++) if (best[j][cap].first > best[k][cap].first) k = j;
    return best[k][cap].second;
}

// ---- The strategy. A fighter is a GET_TEAMS / GET_RIVALS line: ID HP atkBonus defBonus poison turns PP1..PP4 ----
long long damage(int moveId, const vector<int>& user, const vector<int>& target) {  // by the rules' formula, plus poison
    const vector<int> &m = moves[moveId - 1], &u = creatures[user[0] - 1], &t = creatures[target[0] - 1];
    long long atk = (100LL + user[2]) * u[4] / 100, def = max(1LL, (100LL + target[3]) * t[5] / 100);
    long long kind = (long long) twice[m[0] - 1][t[1] - 1] * (t[2] ? twice[m[0] - 1][t[2] - 1] : 2);  // 4 times TYPE
    bool stab = m[0] == u[1] || m[0] == u[2];
    long long hurt = m[2] * atk * kind * (stab ? 6 : 5) / (def * 4 * 5);
    if (m[8] && target[5] == 0) hurt += m[8] * kind / 4 * min(m[9], 3);
    if (m[10] || m[11]) hurt = hurt * 2 / 3;  // a move that digs in or needs a rest comes late
    return min(hurt, (long long) target[1]) - m[3];
}

pair<long long, int> bestMove(const vector<int>& user, const vector<int>& target) {  // {value, slot 1..4}, or {-1, 0}
    pair<long long, int> best = {-1, 0};
    for (int k = 1; k <= 4; k++) {
        if (user[5 + k] <= 0) continue;
        long long value = damage(creatures[user[0] - 1][6 + k], user, target);
        if (best.second == 0 || value > best.first) best = {value, k};
    }
    return best;
}

// The command against one rival this turn: "FIGHT k", "SWITCH c", or "" for none.
string decide(const vector<vector<int>>& mine, const vector<vector<int>>& theirs, const vector<int>& state) {
    int me = state[0], rival = state[3];
    vector<int> healthy;
    for (int c = 1; c <= 6; c++) if (mine[c - 1][0] && mine[c - 1][1] > 0 && c != me) healthy.push_back(c);
    auto hurts = [&](int c) { return bestMove(mine[c - 1], theirs[rival - 1]).first; };
    if (me == 0) {  // my creature fainted (or none is out yet): send in the one that hurts the rival most
        if (healthy.empty()) return "";
        int best = healthy[0];
        if (rival > 0) for (int c : healthy) if (hurts(c) > hurts(best)) best = c;
        return "SWITCH " + to_string(best);
    }
    if (rival == 0 || state[1] || state[2]) return "";  // the rival is switching, or mine is invincible or resting
    pair<long long, int> move = bestMove(mine[me - 1], theirs[rival - 1]);
    for (int c : healthy) if (move.first <= 0 && hurts(c) > 0) return "SWITCH " + to_string(c);  // switch to one that can hurt it
    return move.second ? "FIGHT " + to_string(move.second) : "";
}

// ---- Rounds: enroll only when needed, play every rival each turn, print the results ----
bool saidWaiting = false;

void betweenRounds() {  // waits for the next round (or practice); enrolls my own team only if the team has none saved
    send("WAIT");
    string first = receive();
    if (first.rfind("ERR 777", 0) == 0) {  // no team saved for the coming round
        for (int budget = 10000; budget >= 1000; budget /= 2) {  // the contest's budget may be smaller (670): try with less
            string team;
            for (int id : myTeam(budget)) team += " " + to_string(id);
            if (ask("ENROLL_TEAM" + team)) { log("the team had no creatures for the coming round: enrolled mine," + team); return; }
        }
        return;
    }
    if (first != "OK") { log("WAIT -> " + first); this_thread::sleep_for(chrono::seconds(1)); return; }
    if (!saidWaiting) log("waiting for the next round, with the team saved for it");
    saidWaiting = true;
    receive();  // OK when the round (or a practice) starts, then the rivals' news
    int rivals = stoi(receive());
    for (int n = rivals; n > 0; n--) receive();
    if (rivals == 0) this_thread::sleep_for(chrono::seconds(1));  // no round began: the contest is over, WAIT answers at once
}

void playRound() {
    saidWaiting = false;
    set<string> results;
    vector<string> states, teams, rivals;
    if (ask("GET_TEAMS", teams)) {
        string ids;
        for (size_t i = 0; i < 6 && i < teams.size(); i++) if (ints(teams[i])[0]) ids += " " + to_string(ints(teams[i])[0]);
        log("a round or practice started: playing creatures" + ids);
    }
    while (true) {
        if (!ask("GET_STATES", states) || !ask("GET_TEAMS", teams) || !ask("GET_RIVALS", rivals)) return;  // round over (888), or sits out (777)
        for (size_t r = 0; r < states.size(); r++) {
            vector<vector<int>> mine, theirs;
            for (size_t i = 0; i < 6; i++) { mine.push_back(ints(teams[6 * r + i])); theirs.push_back(ints(rivals[7 * r + 1 + i])); }
            vector<int> state = ints(states[r]);  // it stops at the rival's last move, which is not needed
            string command = decide(mine, theirs, state);
            if (!command.empty()) ask(command.replace(command.find(' '), 1, " " + to_string(r + 1) + " "));
        }
        if (!ask("WAIT")) return;
        receive();  // OK: the turn has ended
        vector<string> news;
        for (int n = stoi(receive()); n > 0; n--) news.push_back(receive());
        bool allOver = !news.empty();
        for (size_t r = 0; r < news.size(); r++) {
            istringstream s(news[r]);
            string what, result;
            s >> what >> result;
            if ((what == "REMATCH" || what == "END") && results.insert(to_string(r) + what).second) {
                for (char& c : result) c = (char) tolower(c);
                log(string(what == "REMATCH" ? "match" : "rematch") + " against rival " + to_string(r + 1) + " ended: " + result);
            }
            allOver = allOver && what == "END";
        }
        if (allOver) return;
    }
}

void play() {
    readData();
    while (true) {
        vector<string> active, open;
        if (ask("IS_TOURNAMENT_ACTIVE", active) && active[0] == "1") {
            playRound();
            while (!ask("WAIT_FOR_REGISTRATION", open) || open[0] != "OK") {}  // until the next round can be prepared
        } else {
            betweenRounds();
        }
    }
}

// ---- Logging in, and coming back: the arena may say "try again" (a lab logging in at once from one address, a wait
// after wrong passwords, a restart); the bot then tries again later. Only a refusal for good (a wrong password) ends it ----
struct TryAgain : runtime_error {  // the arena refused the login or the contest for now, maybe asking to wait so many seconds
    int seconds;
    TryAgain(const string& answer, int seconds) : runtime_error(answer), seconds(seconds) {}
};

// Throws TryAgain when the answer says to try again or to wait, or that the team's connections are all taken (the arena
// may not have noticed yet that the old one is gone); else ends the bot with forGood.
void refused(const string& answer, const string& forGood) {
    string lower = answer;
    transform(lower.begin(), lower.end(), lower.begin(), [](unsigned char c) { return (char) tolower(c); });
    if (answer.rfind("ERR 106", 0) == 0 || lower.find("try again") != string::npos || lower.find("wait") != string::npos) {
        size_t in = answer.find(" in ");  // "try again in 8 s": 8; "in a second": 0
        throw TryAgain(answer, in == string::npos ? 0 : atoi(answer.c_str() + in + 4));
    }
    log(forGood);
    exit(1);
}

void logIn(char** argv, int argc) {
    string greeting = receive();
    // refused before the greeting: too many connections from this address are logging in
    if (greeting != "LOGIN") refused(greeting, "the arena refused the connection: " + greeting);
    const char* password = getenv("ARENA_PASSWORD");
    send(argv[3]);
    receive(); send(password ? password : "");
    string answer = receive();
    if (answer != "OK") refused(answer, "login refused: " + answer + " (is ARENA_PASSWORD set?)");
    if (argc > 4) {
        send(string("CONTEST ") + argv[4]);
        answer = receive();
        if (answer != "OK") refused(answer, string("the team is not in the contest ") + argv[4] + " (" + answer + ")");
    }
}

// Seconds before the next try: about 1, 2, 4, 8, then 10, each drawn between half of it and half again as much, so that
// bots started together (a whole lab) do not all come back together; never less than the arena asked for.
double backOff(int attempt, int atLeast) {
    static mt19937 jitter(random_device{}() ^ (unsigned) chrono::steady_clock::now().time_since_epoch().count());
    uniform_real_distribution<double> spread(0.5, 1.5), above(1.0, 1.2);
    double delay = min(1 << min(attempt, 4), 10) * spread(jitter);
    return max(delay, atLeast * above(jitter));
}

string tenths(double seconds) { ostringstream s; s.setf(ios::fixed); s.precision(1); s << seconds; return s.str(); }

void hangUp() {
    if (sock >= 0) closesocket(sock);
    sock = -1;
}

int main(int argc, char** argv) {
#ifdef _WIN32
    WSADATA wsa;
    WSAStartup(MAKEWORD(2, 2), &wsa);
#else
    signal(SIGPIPE, SIG_IGN);  // a closed connection is an error to handle, not the end of the program
#endif
    int attempt = 0;  // tries since the last login
    while (true) {
        try {
            if (argc > 2) {  // over a socket: log in, then choose the contest
                connectTo(argv[1], argv[2]);
                logIn(argv, argc);
                log(string("connected to ") + argv[1] + ":" + argv[2] + " as " + argv[3]);
            }
            attempt = 0;
            play();
        } catch (TryAgain& e) {
            hangUp();
            double delay = backOff(attempt++, e.seconds);
            log(string("the arena says try again (") + e.what() + "): retrying in " + tenths(delay) + " s");
            this_thread::sleep_for(chrono::milliseconds((long long) (delay * 1000)));
        } catch (Lost& e) {
            if (argc <= 2) return 0;  // stdin closed: the arena stopped this hosted bot
            hangUp();
            double delay = backOff(attempt++, 0);
            log(string("the arena is not there (") + e.what() + "); trying again in " + tenths(delay) + " s");
            this_thread::sleep_for(chrono::milliseconds((long long) (delay * 1000)));
        }
    }
}
