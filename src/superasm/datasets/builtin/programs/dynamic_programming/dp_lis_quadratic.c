/* Longest strictly increasing subsequence of n values by the O(n^2) DP, and how many
   longest subsequences end at the last possible index (mod 1e9+7). */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    int n = 0;
    if (scanf("%d", &n) != 1 || n < 0) n = 0;
    long long *v = malloc(sizeof(long long) * (size_t)(n + 1));
    int *len = malloc(sizeof(int) * (size_t)(n + 1));
    long long *ways = malloc(sizeof(long long) * (size_t)(n + 1));
    if (!v || !len || !ways) return 1;
    for (int i = 0; i < n; i++)
        if (scanf("%lld", &v[i]) != 1) v[i] = 0;
    int best = 0;
    long long total = 0;
    for (int i = 0; i < n; i++) {
        len[i] = 1;
        ways[i] = 1;
        for (int j = 0; j < i; j++) {
            if (v[j] >= v[i]) continue;
            if (len[j] + 1 > len[i]) {
                len[i] = len[j] + 1;
                ways[i] = ways[j];
            } else if (len[j] + 1 == len[i]) {
                ways[i] = (ways[i] + ways[j]) % 1000000007LL;
            }
        }
        if (len[i] > best) {
            best = len[i];
            total = ways[i];
        } else if (len[i] == best) {
            total = (total + ways[i]) % 1000000007LL;
        }
    }
    printf("%d %lld\n", best, total);
    free(v); free(len); free(ways);
    return 0;
}
