/* Standings.  Input: match results, one per line until the end of the input (the last line may
   lack its newline), at most 10^5 of them: "HOME G-H AWAY", the names of two different teams
   (1 to 30 letters, digits and '_') and the goals each scored (0 <= G, H <= 10^6, decimal digits
   without leading zeros), separated by single spaces.  A win gives 3 points, a draw 1.  Output:
   one line per team, "NAME P W D L F A D": its points, wins, draws and losses, the goals it
   scored and conceded and their difference, with a sign when it is not 0 ("+3", "-2", "0").
   The teams are ordered by points, then goal difference, then goals scored (the larger first),
   then by name (as strcmp orders them). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define SLOTS 524288  /* open addressing: at most 2 * 10^5 teams */

struct team {
    char name[31];
    long long points, won, drawn, lost, scored, conceded;
};

static struct team teams[200000];
static int slot[SLOTS];  /* a team's index + 1, 0 when empty */
static int count;

static int team_of(const char *name) {
    unsigned long h = 5381;
    for (const char *s = name; *s; s++) h = h * 33 + (unsigned char)*s;
    unsigned i = (unsigned)(h & (SLOTS - 1));
    while (slot[i] && strcmp(teams[slot[i] - 1].name, name) != 0) i = (i + 1) & (SLOTS - 1);
    if (!slot[i]) {
        strcpy(teams[count].name, name);
        slot[i] = ++count;
    }
    return slot[i] - 1;
}

static int valid_name(const char *s) {
    size_t n = strlen(s);
    if (n < 1 || n > 30) return 0;
    for (; *s; s++)
        if (!((*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z') || (*s >= '0' && *s <= '9') ||
              *s == '_'))
            return 0;
    return 1;
}

static const char *goals(const char *s, long long *out) {  /* digits; NULL when none */
    long long v = 0;
    const char *start = s;
    while (*s >= '0' && *s <= '9' && s - start < 7) v = v * 10 + (*s++ - '0');
    if (s == start || (*start == '0' && s - start > 1) || v > 1000000) return NULL;
    *out = v;
    return s;
}

static void record(struct team *t, long long f, long long a) {
    t->scored += f;
    t->conceded += a;
    if (f > a) {
        t->won++;
        t->points += 3;
    } else if (f == a) {
        t->drawn++;
        t->points += 1;
    } else {
        t->lost++;
    }
}

static int by_rank(const void *p, const void *q) {
    const struct team *x = p, *y = q;
    if (x->points != y->points) return x->points > y->points ? -1 : 1;
    long long dx = x->scored - x->conceded, dy = y->scored - y->conceded;
    if (dx != dy) return dx > dy ? -1 : 1;
    if (x->scored != y->scored) return x->scored > y->scored ? -1 : 1;
    return strcmp(x->name, y->name);
}

int main(void) {
    char home[40], score[40], away[40];
    while (scanf("%39s %39s %39s", home, score, away) == 3) {
        long long g, h;
        const char *s = goals(score, &g);
        if (!s || *s != '-' || !(s = goals(s + 1, &h)) || *s != '\0') return 1;
        if (!valid_name(home) || !valid_name(away) || strcmp(home, away) == 0) return 1;
        int i = team_of(home), j = team_of(away);
        record(&teams[i], g, h);
        record(&teams[j], h, g);
    }
    qsort(teams, (size_t)count, sizeof *teams, by_rank);
    for (int i = 0; i < count; i++) {
        const struct team *t = &teams[i];
        long long d = t->scored - t->conceded;
        printf("%s %lld %lld %lld %lld %lld %lld %s%lld\n", t->name, t->points, t->won, t->drawn,
               t->lost, t->scored, t->conceded, d > 0 ? "+" : "", d);
    }
    return 0;
}
