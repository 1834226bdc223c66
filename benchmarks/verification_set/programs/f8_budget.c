/* Shopping on a budget.  Input: N (1 <= N <= 2 * 10^5), then N prices p_1 .. p_N
   (1 <= p_i <= 10^9), then Q (1 <= Q <= 2 * 10^5), then Q budgets B (0 <= B <= 10^18); every
   number as scanf's %lld reads it (an optional sign and digits).  Output per budget, on a line:
   "K L", K the most items B pays for (each item bought at most once) and L what is left of B
   after buying the K cheapest. */
#include <stdio.h>
#include <stdlib.h>

static int ascending(const void *p, const void *q) {
    long long x = *(const long long *)p, y = *(const long long *)q;
    return (x > y) - (x < y);
}

int main(void) {
    int n;
    if (scanf("%d", &n) != 1 || n < 1 || n > 200000) return 1;
    long long *price = malloc(sizeof *price * (size_t)n);
    long long *spent = malloc(sizeof *spent * ((size_t)n + 1));  /* spent[i]: the i cheapest */
    if (!price || !spent) return 1;
    for (int i = 0; i < n; i++)
        if (scanf("%lld", &price[i]) != 1 || price[i] < 1 || price[i] > 1000000000) return 1;
    qsort(price, (size_t)n, sizeof *price, ascending);
    spent[0] = 0;
    for (int i = 0; i < n; i++) spent[i + 1] = spent[i] + price[i];
    int q;
    if (scanf("%d", &q) != 1 || q < 1 || q > 200000) return 1;
    while (q--) {
        long long b;
        if (scanf("%lld", &b) != 1 || b < 0 || b > 1000000000000000000LL) return 1;
        int lo = 0, hi = n;  /* the most items with spent[items] <= b */
        while (lo < hi) {
            int mid = lo + (hi - lo + 1) / 2;
            if (spent[mid] <= b) lo = mid;
            else hi = mid - 1;
        }
        printf("%d %lld\n", lo, b - spent[lo]);
    }
    free(price);
    free(spent);
    return 0;
}
