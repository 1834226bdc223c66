/* Votes for candidates, driven by commands.  Input: at most 2 * 10^5 commands separated by
   blanks (spaces, tabs, carriage returns or newlines): "vote NAME" gives NAME one vote;
   "unvote NAME" takes one of NAME's votes back, or prints "no votes for NAME" when NAME has
   none; "count NAME" prints NAME's votes; "leader" prints "NAME V", the candidate with the most
   votes and its votes, the first in alphabetical order among those with as many, or
   "no leader" when no one has a vote.  A NAME is 1 to 20 lowercase letters (a-z).  Output: what
   the commands print, one line each; then a line "standings", then a line "NAME V" per
   candidate with at least one vote: the most votes first, in alphabetical order among equals. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAXC 200000
#define SLOTS (1 << 19)
#define LEAVES (1 << 18)

static char name[MAXC][24];
static unsigned long long key[MAXC];  /* the hash of each name */
static long votes[MAXC];
static long slot[SLOTS];  /* a candidate + 1, or 0 for an empty slot */
static long tree[2 * LEAVES];  /* the leader of each range of candidates, or -1 */
static long candidates;

static unsigned long long hash(const char *s) {
    unsigned long long h = 14695981039346656037ULL;
    while (*s) h = (h ^ (unsigned char)*s++) * 1099511628211ULL;
    return h;
}

/* the candidate called s, added when new and `add` is set, else -1 when unknown (-2: full) */
static long find(const char *s, int add) {
    unsigned long long h = hash(s);
    unsigned long at = (unsigned long)(h & (SLOTS - 1));
    while (slot[at]) {
        long i = slot[at] - 1;
        if (key[i] == h && strcmp(name[i], s) == 0) return i;
        at = (at + 1) & (SLOTS - 1);
    }
    if (!add) return -1;
    if (candidates >= MAXC) return -2;
    strcpy(name[candidates], s);
    key[candidates] = h;
    slot[at] = candidates + 1;
    return candidates++;
}

static long better(long a, long b) {
    if (a < 0) return b;
    if (b < 0) return a;
    if (votes[a] != votes[b]) return votes[a] > votes[b] ? a : b;
    return strcmp(name[a], name[b]) < 0 ? a : b;
}

static void update(long i) {
    long at = LEAVES + i;
    tree[at] = votes[i] > 0 ? i : -1;
    for (at /= 2; at >= 1; at /= 2) tree[at] = better(tree[2 * at], tree[2 * at + 1]);
}

static int standing(const void *pa, const void *pb) {
    long a = *(const long *)pa, b = *(const long *)pb;
    if (votes[a] != votes[b]) return votes[a] > votes[b] ? -1 : 1;
    return strcmp(name[a], name[b]);
}

static int valid(const char *s) {
    size_t n = strlen(s);
    if (n < 1 || n > 20) return 0;
    for (size_t i = 0; i < n; i++)
        if (s[i] < 'a' || s[i] > 'z') return 0;
    return 1;
}

int main(void) {
    char word[64], who[64];
    for (long i = 0; i < 2 * LEAVES; i++) tree[i] = -1;
    while (scanf("%63s", word) == 1) {
        if (strcmp(word, "leader") == 0) {
            if (tree[1] < 0) puts("no leader");
            else printf("%s %ld\n", name[tree[1]], votes[tree[1]]);
            continue;
        }
        int vote = strcmp(word, "vote") == 0, unvote = strcmp(word, "unvote") == 0;
        if (!vote && !unvote && strcmp(word, "count") != 0) return 1;
        if (scanf("%63s", who) != 1 || !valid(who)) return 1;
        long i = find(who, vote);
        if (i == -2) return 1;
        if (vote) {
            votes[i]++;
            update(i);
        } else if (unvote) {
            if (i < 0 || votes[i] == 0) {
                printf("no votes for %s\n", who);
            } else {
                votes[i]--;
                update(i);
            }
        } else {
            printf("%ld\n", i < 0 ? 0 : votes[i]);
        }
    }
    long *order = malloc(sizeof(long) * (size_t)(candidates + 1));
    if (!order) return 1;
    long shown = 0;
    for (long i = 0; i < candidates; i++)
        if (votes[i] > 0) order[shown++] = i;
    qsort(order, (size_t)shown, sizeof(long), standing);
    puts("standings");
    for (long i = 0; i < shown; i++) printf("%s %ld\n", name[order[i]], votes[order[i]]);
    free(order);
    return 0;
}
