/* Number of ways to pay each amount up to A with the given coin values (unbounded), mod 1e9+7;
   print ways(A) and a checksum over all amounts. */
#include <stdio.h>
#include <stdlib.h>

#define MOD 1000000007u

int main(void) {
    int k = 0, amount = 0;
    if (scanf("%d %d", &k, &amount) != 2 || k < 0 || amount < 0) k = amount = 0;
    unsigned *ways = calloc((size_t)amount + 1, sizeof(unsigned));
    if (!ways) return 1;
    ways[0] = 1;
    for (int i = 0; i < k; i++) {
        int c = 0;
        if (scanf("%d", &c) != 1 || c <= 0) continue;
        for (int a = c; a <= amount; a++) {
            unsigned s = ways[a] + ways[a - c];
            ways[a] = s >= MOD ? s - MOD : s;
        }
    }
    unsigned long long checksum = 0;
    for (int a = 0; a <= amount; a++) checksum = (checksum * 131 + ways[a]) % 1000000009ULL;
    printf("%u %llu\n", ways[amount], checksum);
    free(ways);
    return 0;
}
