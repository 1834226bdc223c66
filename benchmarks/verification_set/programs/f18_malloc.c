/* A first-fit memory allocator driven by commands.  Input: the size S of the arena in bytes
   (1 <= S <= 10^18), then at most 10^4 commands separated by blanks (spaces, tabs, carriage
   returns or newlines); every number as scanf's %lld reads it.  The arena's bytes are numbered
   from 0.  "alloc N" (1 <= N <= 10^18) rounds N up to a multiple of 16 and hands out that many
   bytes from the free space of lowest address that holds them (a free space is a longest run
   of free bytes): prints the address of the first byte, or "fail" when no free space is large
   enough.  The allocs are numbered from 1 in the order given, failed ones too.  "free K"
   frees the bytes that alloc K handed out and prints "ok", or prints "invalid" and changes
   nothing when alloc K was not given, failed, or its bytes are free already.  "stats" prints
   "used U free F largest L spaces H": the bytes handed out, the free bytes, the largest free
   space and the number of free spaces.  Output: what the commands print, one line each; then
   "allocs A failed F peak P", P the most bytes handed out at any time. */
#include <stdio.h>
#include <string.h>

#define MAXCMD 10000
#define MAXSEG (2 * MAXCMD + 2)

/* the arena as segments in order of address; owner 0: free, else the alloc that holds it */
static long long seg_start[MAXSEG], seg_size[MAXSEG];
static int seg_owner[MAXSEG];
static int segs;

static void remove_seg(int i) {
    memmove(seg_start + i, seg_start + i + 1, sizeof seg_start[0] * (size_t)(segs - i - 1));
    memmove(seg_size + i, seg_size + i + 1, sizeof seg_size[0] * (size_t)(segs - i - 1));
    memmove(seg_owner + i, seg_owner + i + 1, sizeof seg_owner[0] * (size_t)(segs - i - 1));
    segs--;
}

static void insert_seg(int i, long long start, long long size, int owner) {
    memmove(seg_start + i + 1, seg_start + i, sizeof seg_start[0] * (size_t)(segs - i));
    memmove(seg_size + i + 1, seg_size + i, sizeof seg_size[0] * (size_t)(segs - i));
    memmove(seg_owner + i + 1, seg_owner + i, sizeof seg_owner[0] * (size_t)(segs - i));
    seg_start[i] = start;
    seg_size[i] = size;
    seg_owner[i] = owner;
    segs++;
}

int main(void) {
    long long arena;
    if (scanf("%lld", &arena) != 1 || arena < 1 || arena > 1000000000000000000LL) return 1;
    seg_start[0] = 0;
    seg_size[0] = arena;
    seg_owner[0] = 0;
    segs = 1;
    long long used = 0, peak = 0;
    int allocs = 0, failed = 0, commands = 0;
    char word[16];
    while (scanf("%15s", word) == 1) {
        if (++commands > MAXCMD) return 1;
        if (strcmp(word, "alloc") == 0) {
            long long want;
            if (scanf("%lld", &want) != 1 || want < 1 || want > 1000000000000000000LL) return 1;
            long long size = (want + 15) / 16 * 16;
            int id = ++allocs, i = 0;
            while (i < segs && (seg_owner[i] != 0 || seg_size[i] < size)) i++;
            if (i == segs) {
                failed++;
                puts("fail");
                continue;
            }
            printf("%lld\n", seg_start[i]);
            if (seg_size[i] == size) {
                seg_owner[i] = id;
            } else {
                insert_seg(i, seg_start[i], size, id);
                seg_start[i + 1] += size;
                seg_size[i + 1] -= size;
            }
            used += size;
            if (used > peak) peak = used;
        } else if (strcmp(word, "free") == 0) {
            long long k;
            if (scanf("%lld", &k) != 1) return 1;
            int i = 0;
            while (i < segs && (k < 1 || seg_owner[i] != k)) i++;
            if (i == segs) {
                puts("invalid");
                continue;
            }
            puts("ok");
            used -= seg_size[i];
            seg_owner[i] = 0;
            if (i + 1 < segs && seg_owner[i + 1] == 0) {  /* join the free space after */
                seg_size[i] += seg_size[i + 1];
                remove_seg(i + 1);
            }
            if (i > 0 && seg_owner[i - 1] == 0) {  /* and the one before */
                seg_size[i - 1] += seg_size[i];
                remove_seg(i);
            }
        } else if (strcmp(word, "stats") == 0) {
            long long largest = 0;
            int spaces = 0;
            for (int i = 0; i < segs; i++)
                if (seg_owner[i] == 0) {
                    spaces++;
                    if (seg_size[i] > largest) largest = seg_size[i];
                }
            printf("used %lld free %lld largest %lld spaces %d\n", used, arena - used, largest,
                   spaces);
        } else {
            return 1;
        }
    }
    printf("allocs %d failed %d peak %lld\n", allocs, failed, peak);
    return 0;
}
