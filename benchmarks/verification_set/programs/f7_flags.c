/* Flags.  Input: commands, at most 2 * 10^5 of them, each a word and its arguments separated by
   blanks (spaces, tabs or newlines); every flag index I, L, R is an integer as scanf's %lld
   reads it (an optional sign and digits), 0 <= I, L, R < 2^20.  All flags start clear.
   "set I", "clear I" and "toggle I" change flag I; "test I" prints 1 or 0; "fill L R" sets
   every flag from L to R (none when L > R); "count" prints how many flags are set; "first"
   prints the smallest set index, or -1.  After the last command: "set N" (how many are set). */
#include <stdio.h>
#include <string.h>

#define BITS (1L << 20)
#define WORDS (BITS / 64)

static unsigned long long word[WORDS];
static long set_count;

static int read_index(long *out) {
    long long v;
    if (scanf("%lld", &v) != 1 || v < 0 || v >= BITS) return 0;
    *out = (long)v;
    return 1;
}

static void fill(long lo, long hi) {
    for (long i = lo; i <= hi;) {
        long w = i / 64;
        int from = (int)(i % 64), to = hi / 64 == w ? (int)(hi % 64) : 63;
        unsigned long long mask = (~0ULL >> (63 - to)) & (~0ULL << from);
        set_count += __builtin_popcountll(mask & ~word[w]);
        word[w] |= mask;
        i = w * 64 + to + 1;
    }
}

int main(void) {
    char command[16];
    long i, j;
    while (scanf("%15s", command) == 1) {
        if (strcmp(command, "count") == 0) {
            printf("%ld\n", set_count);
        } else if (strcmp(command, "first") == 0) {
            long found = -1;
            for (long w = 0; w < WORDS; w++)
                if (word[w]) {
                    found = w * 64 + __builtin_ctzll(word[w]);
                    break;
                }
            printf("%ld\n", found);
        } else if (strcmp(command, "fill") == 0) {
            if (!read_index(&i) || !read_index(&j)) return 1;
            if (i <= j) fill(i, j);
        } else {
            if (!read_index(&i)) return 1;
            unsigned long long bit = 1ULL << (i % 64), *w = &word[i / 64];
            int was = (*w & bit) != 0;
            if (strcmp(command, "set") == 0) {
                *w |= bit;
                set_count += !was;
            } else if (strcmp(command, "clear") == 0) {
                *w &= ~bit;
                set_count -= was;
            } else if (strcmp(command, "toggle") == 0) {
                *w ^= bit;
                set_count += was ? -1 : 1;
            } else if (strcmp(command, "test") == 0) {
                printf("%d\n", was);
            } else {
                return 1;
            }
        }
    }
    printf("set %ld\n", set_count);
    return 0;
}
