/* An ordered set of integers driven by commands.  Input: at most 10^5 commands separated by
   blanks (spaces, tabs or newlines): "add X" puts X in the set (nothing when it is there);
   "del X" takes X out (nothing when it is not there); "has X" prints "yes" or "no"; "next X"
   prints the smallest member at least X, or "none"; "size" prints the number of members.
   X is any integer scanf's %lld reads without overflow (an optional sign and digits,
   -2^63 <= X < 2^63).  Output: what the commands print, one line each. */
#include <stdio.h>
#include <string.h>

#define MAXN 100000

static long long member[MAXN];
static long size;

/* the first position whose member is at least x */
static long lower(long long x) {
    long lo = 0, hi = size;
    while (lo < hi) {
        long mid = lo + (hi - lo) / 2;
        if (member[mid] < x) lo = mid + 1;
        else hi = mid;
    }
    return lo;
}

int main(void) {
    char command[8];
    while (scanf("%7s", command) == 1) {
        if (strcmp(command, "size") == 0) {
            printf("%ld\n", size);
            continue;
        }
        long long x;
        if (scanf("%lld", &x) != 1) return 1;
        long at = lower(x);
        int there = at < size && member[at] == x;
        if (strcmp(command, "add") == 0) {
            if (!there) {
                if (size >= MAXN) return 1;
                memmove(member + at + 1, member + at, sizeof(long long) * (size_t)(size - at));
                member[at] = x;
                size++;
            }
        } else if (strcmp(command, "del") == 0) {
            if (there) {
                memmove(member + at, member + at + 1, sizeof(long long) * (size_t)(size - at - 1));
                size--;
            }
        } else if (strcmp(command, "has") == 0) {
            puts(there ? "yes" : "no");
        } else if (strcmp(command, "next") == 0) {
            if (at < size) printf("%lld\n", member[at]);
            else puts("none");
        } else {
            return 1;
        }
    }
    return 0;
}
