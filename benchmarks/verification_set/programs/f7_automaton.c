/* Elementary automata.  Input: T (1 <= T <= 100) test cases, each "RULE W S" (0 <= RULE <= 255,
   1 <= W <= 10^5, 0 <= S <= 10^6, the W * S of all the cases adding up to at most 10^7),
   then a row of W cells, '#' alive and '.' dead.  The row is a ring: the left neighbour of the
   first cell is the last one.  At each step a cell's next state is bit (4 * left + 2 * self +
   right) of RULE.  Output per case: "Case #k: live L peak P" (the live cells after S steps and
   the most live cells of any row from the first to the last), then the row after S steps. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(void) {
    int t;
    if (scanf("%d", &t) != 1 || t < 1 || t > 100) return 1;
    char *row = malloc(100002), *next = malloc(100002);
    if (!row || !next) return 1;
    long long work = 0;
    for (int tc = 1; tc <= t; tc++) {
        int rule, w;
        long s;
        if (scanf("%d %d %ld", &rule, &w, &s) != 3 || rule < 0 || rule > 255 || w < 1 ||
            w > 100000 || s < 0 || s > 1000000 || (work += (long long)w * s) > 10000000)
            return 1;
        if (scanf("%100001s", row) != 1 || strlen(row) != (size_t)w) return 1;
        long live = 0;
        for (int i = 0; i < w; i++) {
            if (row[i] != '#' && row[i] != '.') return 1;
            live += row[i] == '#';
        }
        long peak = live;
        for (long step = 0; step < s; step++) {
            live = 0;
            for (int i = 0; i < w; i++) {
                int left = row[i == 0 ? w - 1 : i - 1] == '#', self = row[i] == '#';
                int right = row[i == w - 1 ? 0 : i + 1] == '#';
                int alive = rule >> (4 * left + 2 * self + right) & 1;
                next[i] = alive ? '#' : '.';
                live += alive;
            }
            next[w] = '\0';
            char *swap = row;
            row = next;
            next = swap;
            if (live > peak) peak = live;
        }
        printf("Case #%d: live %ld peak %ld\n%s\n", tc, live, peak, row);
    }
    free(row);
    free(next);
    return 0;
}
