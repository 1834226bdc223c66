/* Naive substring search: occurrences of a pattern of length m in a text of length n, both
   seeded over k letters (a small k makes the inner loop long). */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    long n = 0, m = 0;
    int k = 1;
    unsigned seed = 0;
    if (scanf("%ld %ld %d %u", &n, &m, &k, &seed) != 4 || n < 0 || m < 1) {
        printf("0\n");
        return 0;
    }
    if (k < 1 || k > 26) k = 26;
    char *t = malloc((size_t)n + 1), *p = malloc((size_t)m + 1);
    if (!t || !p) return 1;
    unsigned x = seed;
    for (long i = 0; i < n; i++) { x = x * 1664525u + 1013904223u; t[i] = (char)('a' + (x >> 20) % (unsigned)k); }
    for (long i = 0; i < m; i++) p[i] = i < n ? t[(i * 7) % (n ? n : 1)] : 'a';
    long count = 0;
    unsigned long long compared = 0;
    for (long i = 0; i + m <= n; i++) {
        long j = 0;
        while (j < m && t[i + j] == p[j]) j++;
        compared += (unsigned long long)j;
        if (j == m) count++;
    }
    printf("%ld %llu\n", count, compared);
    free(t); free(p);
    return 0;
}
