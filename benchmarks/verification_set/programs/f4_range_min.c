/* Range minimum.  Input: N (1 <= N <= 2 * 10^5), then N integers a_1 .. a_N (|a_i| <= 10^18),
   then Q (0 <= Q <= 2 * 10^5) and Q queries "L R" (1 <= L <= R <= N).  Numbers are as scanf's
   %lld reads them.  Output per query: the smallest of a_L .. a_R and the first index where it
   stands in that range. */
#include <stdio.h>
#include <stdlib.h>

static long long *a;

static int better(int i, int j) {  /* the index of the smaller value, the earlier of equal ones */
    if (a[j] < a[i] || (a[j] == a[i] && j < i)) return j;
    return i;
}

int main(void) {
    int n;
    if (scanf("%d", &n) != 1 || n < 1 || n > 200000) return 1;
    a = malloc(sizeof *a * ((size_t)n + 1));
    if (!a) return 1;
    for (int i = 1; i <= n; i++)
        if (scanf("%lld", &a[i]) != 1) return 1;
    int levels = 1;
    while ((1 << levels) <= n) levels++;
    int **table = malloc(sizeof *table * (size_t)levels);  /* table[k][i]: the best of 2^k from i */
    if (!table) return 1;
    for (int k = 0; k < levels; k++) {
        table[k] = malloc(sizeof **table * ((size_t)n + 1));
        if (!table[k]) return 1;
        for (int i = 1; i + (1 << k) - 1 <= n; i++)
            table[k][i] = k == 0 ? i : better(table[k - 1][i], table[k - 1][i + (1 << (k - 1))]);
    }
    int q;
    if (scanf("%d", &q) != 1 || q < 0 || q > 200000) return 1;
    while (q--) {
        int l, r;
        if (scanf("%d %d", &l, &r) != 2 || l < 1 || l > r || r > n) return 1;
        int k = 0;
        while ((2 << k) <= r - l + 1) k++;
        int best = better(table[k][l], table[k][r - (1 << k) + 1]);
        printf("%lld %d\n", a[best], best);
    }
    for (int k = 0; k < levels; k++) free(table[k]);
    free(table);
    free(a);
    return 0;
}
