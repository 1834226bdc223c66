/* Modular powers.  Input: q (0 <= q <= 100000), then q queries "a b m" (0 <= a, b < 2^64,
   1 <= m < 2^63).  Output per query: a^b mod m. */
#include <stdio.h>

typedef unsigned long long u64;

static u64 mul_mod(u64 a, u64 b, u64 m) { return (u64)((unsigned __int128)a * b % m); }

int main(void) {
    int q;
    if (scanf("%d", &q) != 1) return 1;
    while (q-- > 0) {
        u64 a, b, m;
        if (scanf("%llu %llu %llu", &a, &b, &m) != 3 || m == 0) return 1;
        u64 r = 1 % m;
        a %= m;
        while (b) {
            if (b & 1) r = mul_mod(r, a, m);
            a = mul_mod(a, a, m);
            b >>= 1;
        }
        printf("%llu\n", r);
    }
    return 0;
}
