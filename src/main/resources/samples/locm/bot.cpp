// A starter bot for Legends of Code and Magic, versions 1.2 (draft) and 1.5 (constructed).
// It is a CodinGame bot: each turn it reads the game on stdin and prints one line of actions on stdout.
// What it prints on stderr goes to your team's private log of the match (on the match's page).
//
// Run it in the arena through the bridge (bridge.jar, from the game's page; needs Java 17 or newer),
// with your team's password in the environment variable ARENA_PASSWORD:
//   g++ -O2 -std=c++17 -o bot bot.cpp && java -jar bridge.jar --host HOST --port PORT --login TEAM --contest CONTEST -- ./bot
// The bridge starts one copy of this program per match. On CodinGame, paste it as it is.
// In LOCM 1.5 it finds ARENA_SAVED_DECK=1 in its environment when the match plays the deck saved in the browser.
//
// Where to start changing it: score() says how good a card is (it builds the deck),
// and battle() plays a turn: red items, summons, green and blue items, then attacks.
#include <algorithm>
#include <cstdlib>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>
using namespace std;

// The transport: one line of the game's input (stdin); false when the match is over.
bool readLine(string& line) { return bool(getline(cin, line)); }
void send(const string& answer) { cout << answer << endl; }  // endl flushes: the bridge gets the line at once
void log(const string& text) { cerr << text << endl; }

const int CREATURE = 0, GREEN = 1, RED = 2, BLUE = 3;

struct Card {
    int number = 0, id = -1, location = 0, type = 0, cost = 0, attack = 0, defense = 0, draw = 0, area = 0, lane = -1;
    string abilities = "------";
    bool ready = false;  // may attack this turn
    bool has(char ability) const { return abilities.find(ability) != string::npos; }
};

struct Turn {
    int health = 0, mana = 0, theirHealth = 0;
    bool v15 = false;
    vector<Card> cards;
};

vector<string> words(const string& line) {
    istringstream in(line);
    vector<string> out;
    string w;
    while (in >> w) out.push_back(w);
    return out;
}

int number(const string& word) { return stoi(word); }  // throws on odd input: main() catches it

// One turn's input: the two players, then the cards. False when the match is over.
bool readTurn(Turn& turn) {
    string first, second, line;
    if (!readLine(first) || !readLine(second)) return false;
    vector<string> me = words(first), them = words(second);
    turn.health = number(me.at(0));
    turn.mana = number(me.at(1));
    turn.theirHealth = number(them.at(0));
    turn.v15 = me.size() == 4;  // LOCM 1.2 players also have their next rune
    if (!readLine(line)) return false;
    int opponentActions = number(words(line).at(1));
    for (int i = 0; i < opponentActions; i++) readLine(line);  // what the opponent did last turn: not used here
    if (!readLine(line)) return false;
    int count = number(line);
    for (int i = 0; i < count && readLine(line); i++) {
        vector<string> t = words(line);
        bool area = t.size() == 13;  // LOCM 1.5 card lines carry the area before the lane
        Card c;
        c.number = number(t.at(0));
        c.id = number(t.at(1));
        c.location = number(t.at(2));
        c.type = number(t.at(3));
        c.cost = number(t.at(4));
        c.attack = number(t.at(5));
        c.defense = number(t.at(6));
        c.abilities = t.at(7);
        c.draw = number(t.at(10));
        c.area = area ? number(t.at(11)) : 0;
        c.lane = number(t.back());
        turn.cards.push_back(c);
    }
    return true;
}

// How good a card is for its cost: attack, defense, abilities (B C D G L W) and extra draws.
double score(const Card& c) {
    int abilities = 6 - count(c.abilities.begin(), c.abilities.end(), '-');
    double value = abs(c.attack) + abs(c.defense) + 1.5 * abilities + 1.5 * c.draw + (c.area > 0 ? 2 : 0);
    value = value / (c.cost + 1);
    return c.type == CREATURE ? value + 0.5 : value * 0.8;  // creatures win games
}

// LOCM 1.5: 30 cards from the 120 offered, the best ones twice, few items and few expensive cards.
string buildDeck(vector<Card> cards) {
    stable_sort(cards.begin(), cards.end(), [](const Card& a, const Card& b) { return score(a) > score(b); });
    string deck;
    int chosen = 0, items = 0, expensive = 0;
    for (const Card& c : cards) {
        for (int copy = 0; copy < 2; copy++) {  // at most 2 copies of a card
            if (chosen == 30 || (c.type != CREATURE && items == 6) || (c.cost >= 6 && expensive == 8)) break;
            deck += (chosen++ ? ";CHOOSE " : "CHOOSE ") + to_string(c.number);
            if (c.type != CREATURE) items++;
            if (c.cost >= 6) expensive++;
        }
    }
    return deck;
}

// Damage to a creature as the rules deal it: Ward takes the first hit. Returns true if it dies.
bool hurt(Card& c, int damage, bool lethal) {
    if (damage <= 0) return false;
    if (c.has('W')) {
        replace(c.abilities.begin(), c.abilities.end(), 'W', '-');
        return false;
    }
    c.defense -= damage;
    return c.defense <= 0 || lethal;
}

int inLane(const vector<Card>& cards, int lane) {
    return count_if(cards.begin(), cards.end(), [lane](const Card& c) { return c.lane == lane; });
}

// One battle turn: the list of actions, in order.
vector<string> battle(Turn& turn) {
    int mana = turn.mana;
    vector<string> actions;
    vector<Card> hand, mine, theirs;
    for (Card& c : turn.cards) (c.location == 0 ? hand : c.location == 1 ? mine : theirs).push_back(c);
    for (Card& c : mine) c.ready = true;  // creatures on the board at the start of the turn may attack

    // 1. red items on the most dangerous enemy creature (guards first, they block our attacks)
    for (Card& item : hand) {
        if (item.type != RED || item.cost > mana || theirs.empty()) continue;
        Card target = theirs[0];
        for (Card& e : theirs)
            if (e.has('G') != target.has('G') ? e.has('G') : e.attack + e.defense > target.attack + target.defense) target = e;
        actions.push_back("USE " + to_string(item.id) + " " + to_string(target.id));
        mana -= item.cost;
        vector<Card> alive;
        for (Card e : theirs) {
            bool hit = e.id == target.id || item.area == 2 || (item.area == 1 && e.lane == target.lane);
            if (hit) {
                for (char a : item.abilities) if (a != '-') replace(e.abilities.begin(), e.abilities.end(), a, '-');
                e.attack = max(0, e.attack + item.attack);
                if (hurt(e, -item.defense, false)) continue;
            }
            alive.push_back(e);
        }
        theirs = alive;
    }

    // 2. summon creatures, the most expensive we can pay first, in the emptier lane
    vector<Card> creatures;
    for (Card& c : hand) if (c.type == CREATURE) creatures.push_back(c);
    stable_sort(creatures.begin(), creatures.end(), [](const Card& a, const Card& b) { return a.cost > b.cost; });
    for (Card c : creatures) {
        int lane = inLane(mine, 0) <= inLane(mine, 1) ? 0 : 1;
        if (c.cost > mana || inLane(mine, lane) == 3) continue;
        actions.push_back("SUMMON " + to_string(c.id) + " " + to_string(lane));
        mana -= c.cost;
        c.lane = lane;
        c.ready = c.has('C');  // Charge: it may attack at once
        mine.push_back(c);
        if (c.area > 0) {  // LOCM 1.5 Area: a copy in this lane (1) or the other one (2), if there is room
            Card copy;
            copy.lane = c.area == 1 ? lane : 1 - lane;
            if (inLane(mine, copy.lane) < 3) mine.push_back(copy);
        }
    }

    // 3. green items on our strongest creature, blue items straight at the opponent
    for (Card& item : hand) {
        if (item.type == CREATURE || item.type == RED || item.cost > mana) continue;
        if (item.type == BLUE) {
            actions.push_back("USE " + to_string(item.id) + " -1");
        } else {
            Card* best = nullptr;
            for (Card& m : mine)
                if (m.id >= 0 && (!best || m.attack + m.defense > best->attack + best->defense)) best = &m;
            if (!best) continue;
            actions.push_back("USE " + to_string(item.id) + " " + to_string(best->id));
            best->attack += item.attack;
            best->defense += item.defense;
            best->abilities += item.abilities;
            best->ready = best->ready || item.has('C');
        }
        mana -= item.cost;
    }

    // 4. attacks, strongest first: a guard in the lane must go first; else a creature we kill
    //    without dying, else the opponent's face
    stable_sort(mine.begin(), mine.end(), [](const Card& a, const Card& b) { return a.attack > b.attack; });
    for (Card& c : mine) {
        if (!c.ready || c.attack == 0) continue;
        int guard = -1, good = -1;
        for (int i = 0; i < (int)theirs.size(); i++) {
            Card& e = theirs[i];
            if (e.lane != c.lane) continue;
            if (e.has('G') && (guard < 0 || e.defense < theirs[guard].defense)) guard = i;
            bool kills = c.attack >= e.defense || c.has('L'), survives = e.attack < c.defense;
            if (kills && survives && !e.has('W') && !e.has('L') && (good < 0 || e.attack > theirs[good].attack)) good = i;
        }
        int target = guard >= 0 ? guard : good;
        if (target < 0) {
            actions.push_back("ATTACK " + to_string(c.id) + " -1");
        } else {
            actions.push_back("ATTACK " + to_string(c.id) + " " + to_string(theirs[target].id));
            if (hurt(theirs[target], c.attack, c.has('L'))) theirs.erase(theirs.begin() + target);
        }
    }
    return actions;
}

int main() {
    int turns = 0;
    while (true) {
        Turn turn;
        try {
            if (!readTurn(turn)) {
                log("the match is over after " + to_string(turns) + " turns");
                return 0;
            }
        } catch (const exception& e) {  // odd input: say so, and play on
            log(string("could not read the turn (") + e.what() + "): PASS");
            send("PASS");
            continue;
        }
        turns++;
        if (turns == 1) log(string("a new match of LOCM ") + (turn.v15 ? "1.5" : "1.2") + " begins");
        if (turn.mana == 0 && turn.cards.size() == 3) {  // 1.2 draft: pick the best of three
            int best = 0;
            for (int i = 1; i < 3; i++) if (score(turn.cards[i]) > score(turn.cards[best])) best = i;
            send("PICK " + to_string(best));
        } else if (turn.mana == 0) {  // 1.5 constructed: the deck saved in the browser, or 30 cards of our own
            const char* saved = getenv("ARENA_SAVED_DECK");  // set by the bridge or the arena: a bare PASS plays it
            if (saved != nullptr && string(saved) == "1") {
                log("playing the deck saved in the browser");
                send("PASS");
            } else {
                log("no deck saved for this match: choosing 30 cards");
                send(buildDeck(turn.cards));
            }
        } else {
            vector<string> actions = battle(turn);
            log("health " + to_string(turn.health) + " against " + to_string(turn.theirHealth) + ", mana " +
                to_string(turn.mana) + ": " + to_string(actions.size()) + " actions");
            string line;
            for (const string& a : actions) line += (line.empty() ? "" : ";") + a;
            send(line.empty() ? "PASS" : line);
        }
    }
}
