/* The largest exclusive or.  Input: N (1 <= N <= 10^5), then N values A (0 <= A < 2^60), then
   Q (1 <= Q <= 10^5), then Q queries X (0 <= X < 2^60); every number as scanf's %lld reads it.
   Output per query, on a line: "V I", V the largest A xor X over the values and I the number
   of the value that gives it (the values are numbered from 1 in the order given; of equal
   values the first). */
#include <stdio.h>

#define MAXN 100000
#define BITS 60
#define MAXNODES (BITS * MAXN + 1)

/* a binary trie of the values, from their top bit down; node 0 is the root, 0 also "none" */
static int child[MAXNODES][2];
static int first[MAXNODES];  /* at a leaf: the number of the first value that ends there */
static int nodes = 1;

int main(void) {
    int n, q;
    if (scanf("%d", &n) != 1 || n < 1 || n > MAXN) return 1;
    for (int i = 1; i <= n; i++) {
        long long a;
        if (scanf("%lld", &a) != 1 || a < 0 || a >> BITS != 0) return 1;
        int at = 0;
        for (int b = BITS - 1; b >= 0; b--) {
            int bit = (int)(a >> b & 1);
            if (child[at][bit] == 0) child[at][bit] = nodes++;
            at = child[at][bit];
        }
        if (first[at] == 0) first[at] = i;
    }
    if (scanf("%d", &q) != 1 || q < 1 || q > 100000) return 1;
    for (int j = 0; j < q; j++) {
        long long x;
        if (scanf("%lld", &x) != 1 || x < 0 || x >> BITS != 0) return 1;
        int at = 0;
        long long best = 0;
        for (int b = BITS - 1; b >= 0; b--) {
            int want = (int)(~x >> b & 1);  /* the bit that sets bit b of the xor */
            if (child[at][want] != 0) {
                best |= 1LL << b;
                at = child[at][want];
            } else {
                at = child[at][!want];
            }
        }
        printf("%lld %d\n", best, first[at]);
    }
    return 0;
}
