/* Longest common subsequence of two seeded strings of lengths n and m over k letters (two rows). */
#include <stdio.h>
#include <stdlib.h>

static void fill(char *s, int n, int k, unsigned *state) {
    for (int i = 0; i < n; i++) {
        *state = *state * 1103515245u + 12345u;
        s[i] = (char)('a' + (*state >> 16) % (unsigned)k);
    }
}

int main(void) {
    int n = 0, m = 0, k = 1;
    unsigned seed = 0;
    if (scanf("%d %d %d %u", &n, &m, &k, &seed) != 4 || n < 0 || m < 0) n = m = 0;
    if (k < 1 || k > 26) k = 26;
    char *a = malloc((size_t)n + 1), *b = malloc((size_t)m + 1);
    int *prev = calloc((size_t)m + 1, sizeof(int)), *cur = calloc((size_t)m + 1, sizeof(int));
    if (!a || !b || !prev || !cur) return 1;
    fill(a, n, k, &seed);
    fill(b, m, k, &seed);
    for (int i = 1; i <= n; i++) {
        for (int j = 1; j <= m; j++) {
            if (a[i - 1] == b[j - 1]) cur[j] = prev[j - 1] + 1;
            else cur[j] = prev[j] > cur[j - 1] ? prev[j] : cur[j - 1];
        }
        int *t = prev;
        prev = cur;
        cur = t;
    }
    printf("%d\n", prev[m]);
    free(a); free(b); free(prev); free(cur);
    return 0;
}
