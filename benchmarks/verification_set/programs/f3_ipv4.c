/* Networks.  Input: lines "A.B.C.D/L", at most 10^5 of them: an IPv4 address (four decimal
   numbers from 0 to 255 without leading zeros) and a prefix length 0 <= L <= 32.  Output, per
   line: the block's network address and length, its broadcast address and the number of
   addresses it holds, "A.B.C.D/L A.B.C.D COUNT"; after the last line, "N blocks": the number
   of distinct blocks (a network address and a length) among the lines. */
#include <stdio.h>
#include <stdlib.h>

typedef unsigned long long u64;

static void print_address(unsigned a) {
    printf("%u.%u.%u.%u", a >> 24, a >> 16 & 255, a >> 8 & 255, a & 255);
}

static int by_key(const void *a, const void *b) {
    u64 x = *(const u64 *)a, y = *(const u64 *)b;
    return (x > y) - (x < y);
}

int main(void) {
    size_t cap = 1024, n = 0;
    u64 *blocks = malloc(sizeof *blocks * cap);  /* network << 6 | length */
    if (!blocks) return 1;
    unsigned part[4], length;
    while (scanf("%u.%u.%u.%u/%u", &part[0], &part[1], &part[2], &part[3], &length) == 5) {
        if (part[0] > 255 || part[1] > 255 || part[2] > 255 || part[3] > 255 || length > 32)
            return 1;
        unsigned address = part[0] << 24 | part[1] << 16 | part[2] << 8 | part[3];
        unsigned mask = length == 0 ? 0 : 0xFFFFFFFFu << (32 - length);
        unsigned network = address & mask, broadcast = network | ~mask;
        print_address(network);
        printf("/%u ", length);
        print_address(broadcast);
        printf(" %llu\n", 1ULL << (32 - length));
        if (n == cap) {
            cap *= 2;
            blocks = realloc(blocks, sizeof *blocks * cap);
            if (!blocks) return 1;
        }
        blocks[n++] = (u64)network << 6 | length;
    }
    qsort(blocks, n, sizeof *blocks, by_key);
    size_t distinct = 0;
    for (size_t i = 0; i < n; i++)
        if (i == 0 || blocks[i] != blocks[i - 1]) distinct++;
    printf("%zu blocks\n", distinct);
    free(blocks);
    return 0;
}
