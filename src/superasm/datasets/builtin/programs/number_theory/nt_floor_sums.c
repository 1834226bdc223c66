/* For each query n: S(n) = sum over i = 1..n of (n / i) * i mod 1000000007, computed naively. */
#include <stdio.h>

#define MOD 1000000007LL

int main(void) {
    int k = 0;
    if (scanf("%d", &k) != 1 || k < 0) k = 0;
    long long checksum = 0;
    for (int q = 0; q < k; q++) {
        long long n = 0;
        if (scanf("%lld", &n) != 1) break;
        long long s = 0;
        for (long long i = 1; i <= n; i++) s = (s + (n / i) % MOD * (i % MOD)) % MOD;
        printf("%lld\n", s);
        checksum = (checksum * 31 + s) % MOD;
    }
    printf("checksum %lld\n", checksum);
    return 0;
}
