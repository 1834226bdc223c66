/* Sum of gcd(i, j) over 1 <= i, j <= n, by Euclid's algorithm on every pair. */
#include <stdio.h>

static unsigned gcd(unsigned a, unsigned b) {
    while (b) {
        unsigned t = a % b;
        a = b;
        b = t;
    }
    return a;
}

int main(void) {
    int n = 0;
    if (scanf("%d", &n) != 1 || n < 1) {
        printf("0\n");
        return 0;
    }
    unsigned long long total = 0;
    for (int i = 1; i <= n; i++)
        for (int j = 1; j <= n; j++)
            total += gcd((unsigned)i, (unsigned)j);
    printf("%llu\n", total);
    return 0;
}
