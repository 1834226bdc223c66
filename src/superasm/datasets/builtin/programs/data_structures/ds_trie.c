/* Insert m seeded words (length 1..L over k letters) into an array trie, then look up m more:
   print the number of trie nodes, the exact hits and the prefix hits. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    long m = 0;
    int maxlen = 1, k = 1;
    unsigned seed = 0;
    if (scanf("%ld %d %d %u", &m, &maxlen, &k, &seed) != 4 || m < 0 || maxlen < 1 || maxlen > 64) {
        printf("1 0 0\n");
        return 0;
    }
    if (k < 1 || k > 26) k = 26;
    long cap = m * maxlen + 2;
    int *child = malloc(sizeof(int) * (size_t)cap * 26);
    char *end = calloc((size_t)cap, 1);
    if (!child || !end) return 1;
    for (int c = 0; c < 26; c++) child[c] = 0;
    long nodes = 1, exact = 0, prefix = 0;
    unsigned x = seed;
    for (int phase = 0; phase < 2; phase++)
        for (long i = 0; i < m; i++) {
            x = x * 1103515245u + 12345u;
            int len = 1 + (int)((x >> 16) % (unsigned)maxlen);
            long node = 0;
            int present = 1;
            for (int j = 0; j < len; j++) {
                x = x * 1103515245u + 12345u;
                int c = (int)((x >> 16) % (unsigned)k);
                int *slot = &child[node * 26 + c];
                if (!*slot) {
                    if (phase == 1) { present = 0; break; }
                    for (int d = 0; d < 26; d++) child[nodes * 26 + d] = 0;
                    *slot = (int)nodes++;
                }
                node = *slot;
            }
            if (phase == 0) end[node] = 1;
            else if (present) { prefix++; exact += end[node]; }
        }
    printf("%ld %ld %ld\n", nodes, exact, prefix);
    free(child); free(end);
    return 0;
}
