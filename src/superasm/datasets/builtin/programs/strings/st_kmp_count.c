/* Occurrences (overlapping) of a seeded pattern of length m in a seeded text of length n over k
   letters, with Knuth-Morris-Pratt; prints the count and the first position (-1 if none). */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    long n = 0, m = 0;
    int k = 1;
    unsigned seed = 0;
    if (scanf("%ld %ld %d %u", &n, &m, &k, &seed) != 4 || n < 0 || m < 1) {
        printf("0 -1\n");
        return 0;
    }
    if (k < 1 || k > 26) k = 26;
    char *t = malloc((size_t)n + 1), *p = malloc((size_t)m + 1);
    long *fail = malloc(sizeof(long) * (size_t)(m + 1));
    if (!t || !p || !fail) return 1;
    unsigned x = seed;
    for (long i = 0; i < m; i++) { x = x * 1103515245u + 12345u; p[i] = (char)('a' + (x >> 16) % (unsigned)k); }
    for (long i = 0; i < n; i++) { x = x * 1103515245u + 12345u; t[i] = (char)('a' + (x >> 16) % (unsigned)k); }
    fail[0] = -1;
    for (long i = 1, j = -1; i <= m; i++) {
        while (j >= 0 && p[j] != p[i - 1]) j = fail[j];
        j++;
        fail[i] = (i < m && j < m && p[i] == p[j]) ? fail[j] : j;
    }
    long count = 0, first = -1;
    for (long i = 0, j = 0; i < n; i++) {
        while (j >= 0 && p[j] != t[i]) j = fail[j];
        j++;
        if (j == m) {
            if (first < 0) first = i - m + 1;
            count++;
            j = fail[m];
        }
    }
    printf("%ld %ld\n", count, first);
    free(t); free(p); free(fail);
    return 0;
}
