/* Products of polynomials.  Input: T (1 <= T <= 10^4), then T cases, each: n and the n
   coefficients a0 .. a(n-1) of a polynomial, then m and the m coefficients b0 .. b(m-1) of
   another (1 <= n, m <= 5000, the sum of n * m over the cases at most 2.5 * 10^7, every
   |coefficient| <= 10^6), all separated by blanks (spaces, tabs or newlines); every number as
   scanf's %lld reads it (an optional sign and digits).  Output: per case one line with the
   coefficients of the product, the constant one first, separated by single spaces, the zero
   coefficients above the highest nonzero one left out ("0" alone for the zero polynomial). */
#include <stdio.h>
#include <stdlib.h>

#define MAXN 5000
#define LIMIT 1000000LL

static long long a[MAXN], b[MAXN], product[2 * MAXN];

static int read_poly(long long *p, long long *count) {
    if (scanf("%lld", count) != 1 || *count < 1 || *count > MAXN) return 0;
    for (long long i = 0; i < *count; i++)
        if (scanf("%lld", &p[i]) != 1 || p[i] < -LIMIT || p[i] > LIMIT) return 0;
    return 1;
}

int main(void) {
    long long t;
    if (scanf("%lld", &t) != 1 || t < 1 || t > 10000) return 1;
    while (t--) {
        long long n, m;
        if (!read_poly(a, &n) || !read_poly(b, &m)) return 1;
        long long size = n + m - 1;
        for (long long k = 0; k < size; k++) product[k] = 0;
        for (long long i = 0; i < n; i++)
            for (long long j = 0; j < m; j++) product[i + j] += a[i] * b[j];
        while (size > 1 && product[size - 1] == 0) size--;
        for (long long k = 0; k < size; k++) printf(k ? " %lld" : "%lld", product[k]);
        putchar('\n');
    }
    return 0;
}
