/* Ledger.  Input: n (1 <= n <= 200000), then the starting balances b_1 .. b_n (|b_i| <= 10^9),
   then q (0 <= q <= 200000) and q operations, one per line: "add i x" adds x (|x| <= 10^9) to
   account i (1 <= i <= n); "sum l r" (1 <= l <= r <= n) asks for the total of accounts l..r.
   Output: the answer to each "sum", one per line. */
#include <stdio.h>
#include <string.h>

#define MAXN 200000

static long long tree[MAXN + 1];

static void add(int n, int i, long long x) {
    for (; i <= n; i += i & -i) tree[i] += x;
}

static long long prefix(int i) {
    long long s = 0;
    for (; i > 0; i -= i & -i) s += tree[i];
    return s;
}

int main(void) {
    int n, q;
    if (scanf("%d", &n) != 1 || n < 1 || n > MAXN) return 1;
    for (int i = 1; i <= n; i++) {
        long long b;
        if (scanf("%lld", &b) != 1) return 1;
        add(n, i, b);
    }
    if (scanf("%d", &q) != 1 || q < 0) return 1;
    char op[8];
    while (q-- > 0) {
        long long x, y;
        if (scanf("%7s %lld %lld", op, &x, &y) != 3) return 1;
        if (strcmp(op, "add") == 0) {
            if (x < 1 || x > n) return 1;
            add(n, (int)x, y);
        } else if (strcmp(op, "sum") == 0) {
            if (x < 1 || y < x || y > n) return 1;
            printf("%lld\n", prefix((int)y) - prefix((int)x - 1));
        } else {
            return 1;
        }
    }
    return 0;
}
