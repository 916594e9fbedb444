// A Vestrock starter bot: it blocks, draws, taps mana, plays its best cards and attacks.
//
// Run:  export ARENA_PASSWORD=...   then   g++ -O2 -std=c++17 -o bot bot.cpp && ./bot HOST PORT TEAM CONTEST
// (Windows, MinGW: add -lws2_32.) With no HOST it speaks the protocol on stdin/stdout (a hosted bot, logged in).
// Where to start changing it: playTurn() and score() below decide everything the bot does.
// It prints what happens to stderr; the rules page of the game lists every command.
#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <iostream>
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

struct TurnOver {};  // the turn, the match or the round ended under the bot's feet
vector<int> ints(const string& line) { istringstream s(line); vector<int> v; int x; while (s >> x) v.push_back(x); return v; }

// Sends a command; returns true and the lines of its answer after OK, or false (and prints it) on ERR.
bool ask(const string& command, vector<string>& answer) {
    send(command);
    string first = receive();
    answer.clear();
    if (first.rfind("ERR 105", 0) == 0) { log(first + ": the team is in several contests, give the contest's slug after the team"); exit(2); }
    if (first != "OK") {
        log(command + " -> " + first);
        if (first.rfind("ERR 913", 0) == 0 || first.rfind("ERR 930", 0) == 0 || first.rfind("ERR 932", 0) == 0) throw TurnOver();
        return false;
    }
    string name = command.substr(0, command.find(' '));
    set<string> oneLine = {"GET_TURN_INFO", "GET_HP", "GET_CARD_LIMITS", "GET_CURRENT_MANA", "GET_FINAL_SCORE", "DRAW_CARD"};
    if (oneLine.count(name)) answer.push_back(receive());
    if (name == "GET_MY_MATCHES") { answer.push_back(receive()); answer.push_back(receive()); }
    if (name == "GET_DECK" || name == "GET_ATTACKERS" || name == "GET_HANDS" || name == "GET_BOARD") {
        answer.push_back(receive());  // a count, or two counts: mine and the opponent's
        int n = 0;
        for (int c : ints(answer[0])) n += c;
        for (int i = 0; i < n; i++) answer.push_back(receive());
    }
    return true;
}
bool ask(const string& command) { vector<string> ignored; return ask(command, ignored); }
vector<string> get(const string& command) {  // a read that must succeed for the turn to go on
    vector<string> answer;
    if (!ask(command, answer)) throw TurnOver();
    return answer;
}

// ---- Cards: ID TYPE AT HP HPMAX COST MANA [ACTIVE] ----
struct Card {
    int id = 0, at = 0, hp = 0, cost = 0, mana = 0;
    char type = 'C';
    bool active = false;
    explicit Card(const string& line) {
        istringstream s(line);
        int hpMax, flag = 0;
        s >> id >> type >> at >> hp >> hpMax >> cost >> mana;
        active = (s >> flag) && flag == 1;
    }
    double value() const {  // a rough worth of a card
        switch (type) {
            case 'C': return at + hp + 1.5 * mana - 0.3 * cost;
            case 'D': case 'T': return 1.5 * at;
            case 'H': return 0.7 * hp;
            case 'B': return at + hp;
            default: return 2;
        }
    }
};
void split(const vector<string>& answer, vector<Card>& mine, vector<Card>& theirs) {  // GET_HANDS, GET_BOARD, GET_ATTACKERS
    int count = ints(answer[0])[0];
    mine.clear(); theirs.clear();
    for (size_t i = 1; i < answer.size(); i++) ((int) i - 1 < count ? mine : theirs).emplace_back(answer[i]);
}

// ---- The strategy ----
int initHp, myHp, oppHp, deckLeft;
vector<Card> mine, theirs;

void block(const string& m) {
    vector<Card> attackers, none;
    split(get("GET_ATTACKERS " + m), attackers, none);  // one count: all of them land in attackers
    if (attackers.empty()) return;
    vector<Card> board, other;
    split(get("GET_BOARD " + m), board, other);
    int hp = ints(get("GET_HP " + m)[0])[1], incoming = 0;
    for (Card& a : attackers) incoming += a.at;
    sort(attackers.begin(), attackers.end(), [](const Card& a, const Card& b) { return a.at > b.at; });
    for (Card& a : attackers) {
        // a blocker that survives costs nothing; else trade one worth less; else chump-block if the hit would kill me
        Card *survivor = nullptr, *trade = nullptr, *chump = nullptr;
        for (Card& b : board) {
            if (!b.active) continue;
            if (b.hp > a.at && (!survivor || b.at > survivor->at)) survivor = &b;
            if (b.at >= a.hp && b.value() <= a.value() + 1 && (!trade || b.value() < trade->value())) trade = &b;
            if (!chump || b.value() < chump->value()) chump = &b;
        }
        Card* blocker = survivor ? survivor : trade ? trade : incoming >= hp ? chump : nullptr;
        if (blocker && ask("BLOCK " + m + " " + to_string(a.id) + " " + to_string(blocker->id))) {
            blocker->active = false;
            incoming -= a.at;
        }
    }
}

pair<double, int> score(const Card& c) {  // how good playing a card is now (0: do not), and its target
    if (c.type == 'C') return {1 + c.value(), -1};
    if (c.type == 'D') {
        if (oppHp <= c.at) return {1000, -6};  // it wins the match
        pair<double, int> best = {c.at * 0.9, -6};
        for (const Card& x : theirs) if (x.hp <= c.at && x.value() > best.first) best = {x.value(), x.id};
        return best;
    }
    if (c.type == 'H' && myHp < initHp) return {min(initHp - myHp, c.hp) * (2 * myHp < initHp ? 1.5 : 0.6), -5};
    if (c.type == 'T') return {deckLeft > 0 ? 2.0 * c.at : 0, -5};
    const Card* best = nullptr;
    if (c.type == 'B') for (const Card& x : mine) if (!best || x.at + x.hp > best->at + best->hp) best = &x;
    if (c.type == 'I') for (const Card& x : theirs) if (x.active && (!best || x.at > best->at)) best = &x;
    if (best) return {c.type == 'B' ? 1.2 * (c.at + c.hp) : 1 + best->at, best->id};
    return {0, 0};
}

void attack(const string& m) {
    vector<int> ready;
    int blockers = 0, total = 0;
    for (Card& x : theirs) if (x.active) blockers++;
    for (Card& c : mine) if (c.active && c.at > 0) { ready.push_back(c.at); total += c.at; }
    sort(ready.rbegin(), ready.rend());
    for (int i = 0; i < min(blockers, (int) ready.size()); i++) total -= ready[i];
    bool lethal = total >= oppHp;
    for (Card& c : mine) {  // attack when no enemy blocker would kill it, or with everything when it wins
        if (!c.active || c.at == 0) continue;
        bool safe = true;
        for (Card& x : theirs) if (x.active && x.at >= c.hp) safe = false;
        if (lethal || safe) ask("ATTACK " + m + " " + to_string(c.id));
    }
}

void playTurn(const string& m) {
    block(m);
    if (!ask("FINISH_BLOCK " + m)) return;
    vector<int> hp = ints(get("GET_HP " + m)[0]), limits = ints(get("GET_CARD_LIMITS " + m)[0]);
    initHp = hp[0]; myHp = hp[1]; oppHp = hp[2];
    int draws = limits[0], handLimit = limits[2], mana = stoi(get("GET_CURRENT_MANA " + m)[0]);
    deckLeft = stoi(get("GET_DECK " + m)[0]);
    vector<Card> hand, other;
    split(get("GET_HANDS " + m), hand, other);
    split(get("GET_BOARD " + m), mine, theirs);
    for (int step = 0; step < 30; step++) {
        vector<string> drawn;
        while (draws > 0 && deckLeft > 0 && (int) hand.size() < handLimit && ask("DRAW_CARD " + m, drawn)) {
            hand.emplace_back(drawn[0]);  // draw what the rules allow
            draws--; deckLeft--;
        }
        int potential = mana;  // with the mana creatures I may tap
        for (Card& c : mine) if (c.active && c.mana > 0) potential += c.mana;
        int chosen = -1;
        pair<double, int> best = {0, 0};
        for (size_t i = 0; i < hand.size(); i++) {
            pair<double, int> s = score(hand[i]);
            if (hand[i].cost <= potential && s.first > best.first) { best = s; chosen = (int) i; }
        }
        if (chosen < 0) break;
        Card card = hand[chosen];
        sort(mine.begin(), mine.end(), [](const Card& a, const Card& b) { return a.at - a.mana < b.at - b.mana; });
        for (Card& p : mine) {  // tap those that attack worst first
            if (mana >= card.cost) break;
            if (p.active && p.mana > 0 && ask("ADD_MANA " + m + " " + to_string(p.id))) { p.active = false; mana += p.mana; }
        }
        if (mana < card.cost || !ask("PLAY_CARD " + m + " " + to_string(card.id) + " " + to_string(best.second))) break;
        hand.erase(hand.begin() + chosen);
        mana -= card.cost;
        if (card.type == 'C') mine.push_back(card);  // it arrives inactive
        if (card.type == 'T') draws += card.at;
        if (card.type == 'D' && best.second == -6 && (oppHp -= card.at) <= 0) return;  // the match is won
        if (card.type == 'D') theirs.erase(remove_if(theirs.begin(), theirs.end(),
                [&](const Card& x) { return x.id == best.second && x.hp <= card.at; }), theirs.end());
    }
    attack(m);
}

// ---- The main loop: matches, turns, results; reconnects when the arena goes away ----
void play() {
    set<string> known, over;
    while (true) {
        vector<string> answer, ids;
        if (ask("GET_MY_MATCHES", answer)) { istringstream s(answer[1]); string id; while (s >> id) ids.push_back(id); }
        string fresh;
        for (const string& m : ids) if (known.insert(m).second) fresh += " " + m;
        if (!fresh.empty()) log("a round or practice started: matches" + fresh);
        for (const string& m : ids) {
            if (over.count(m)) continue;
            try {
                vector<string> info;
                if (ask("GET_TURN_INFO " + m, info) && info[0] == "0 0") {  // the match has ended
                    over.insert(m);
                    istringstream s(get("GET_FINAL_SCORE " + m)[0]);
                    double my, their;
                    s >> my >> their;
                    ostringstream line;
                    line << "match " << m << " ended: " << (my > their ? "won" : my < their ? "lost" : "drew") << ", " << my << " to " << their;
                    log(line.str());
                } else if (!info.empty() && info[0].rfind("1 ", 0) == 0) {
                    playTurn(m);  // my turn in this match
                }
            } catch (TurnOver&) { /* nothing more to do in this match now */ }
        }
        if (ids.empty()) this_thread::sleep_for(chrono::milliseconds(500));  // no match: between rounds, or the contest is over
        if (ask("WAIT")) receive();  // the second OK: the next turn has begun
        else this_thread::sleep_for(chrono::seconds(1));
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
