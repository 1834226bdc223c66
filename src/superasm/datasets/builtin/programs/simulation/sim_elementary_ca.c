/* Elementary cellular automaton with Wolfram rule `rule` on a ring of w cells (one seeded row)
   for s steps; print the ones at the end and a hash of the final row. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    int rule = 0, w = 0, s = 0;
    unsigned seed = 0;
    if (scanf("%d %d %d %u", &rule, &w, &s, &seed) != 4 || w < 1 || s < 0) {
        printf("0 0\n");
        return 0;
    }
    unsigned char *row = malloc((size_t)w), *next = malloc((size_t)w);
    if (!row || !next) return 1;
    unsigned x = seed;
    for (int i = 0; i < w; i++) { x = x * 1664525u + 1013904223u; row[i] = (x >> 31) & 1u; }
    for (int t = 0; t < s; t++) {
        for (int i = 0; i < w; i++) {
            int pattern = row[(i + w - 1) % w] << 2 | row[i] << 1 | row[(i + 1) % w];
            next[i] = (unsigned char)((rule >> pattern) & 1);
        }
        unsigned char *tmp = row; row = next; next = tmp;
    }
    long ones = 0;
    unsigned long long hash = 1469598103934665603ULL;
    for (int i = 0; i < w; i++) { ones += row[i]; hash = (hash ^ row[i]) * 1099511628211ULL; }
    printf("%ld %llu\n", ones, hash);
    free(row); free(next);
    return 0;
}
