/* An auction driven by commands.  Input: at most 10^5 commands separated by blanks (spaces,
   tabs or newlines): "bid NAME A" (NAME 1 to 20 letters, 1 <= A <= 10^12) places NAME's bid
   of A, replacing the one NAME had; "retract NAME" withdraws NAME's bid (prints "none" when
   NAME has none); "best" prints the highest bid as "NAME A" (of equal bids, the one placed
   first), or "none"; "total" prints the sum of the bids standing.  Every number as scanf's
   %lld reads it (an optional sign and digits); names are case sensitive. */
#include <stdio.h>
#include <string.h>

#define MAXB 100000
#define SLOTS (1 << 18)

struct bidder {
    char name[21];
    long long amount, placed;  /* amount 0: no bid */
};

struct entry {
    long long amount, placed;
    long who;
};

static struct bidder bidders[MAXB];
static long slot[SLOTS], count;
static struct entry heap[MAXB + 1];
static long size;

static int above(const struct entry *a, const struct entry *b) {
    if (a->amount != b->amount) return a->amount > b->amount;
    return a->placed < b->placed;
}

static void push(struct entry e) {
    long i = size++;
    while (i > 0 && above(&e, &heap[(i - 1) / 2])) {
        heap[i] = heap[(i - 1) / 2];
        i = (i - 1) / 2;
    }
    heap[i] = e;
}

static void pop(void) {
    struct entry last = heap[--size];
    long i = 0;
    for (;;) {
        long child = 2 * i + 1;
        if (child >= size) break;
        if (child + 1 < size && above(&heap[child + 1], &heap[child])) child++;
        if (!above(&heap[child], &last)) break;
        heap[i] = heap[child];
        i = child;
    }
    if (size > 0) heap[i] = last;
}

static long lookup(const char *name) {
    unsigned long h = 0;
    for (const char *s = name; *s; s++) h = h * 131 + (unsigned char)*s;
    unsigned long i = h & (SLOTS - 1);
    while (slot[i] && strcmp(bidders[slot[i] - 1].name, name) != 0) i = (i + 1) & (SLOTS - 1);
    if (!slot[i]) {
        if (count >= MAXB) return -1;
        strcpy(bidders[count].name, name);
        slot[i] = ++count;
    }
    return slot[i] - 1;
}

static int letters(const char *s) {
    size_t n = strlen(s);
    if (n < 1 || n > 20) return 0;
    for (size_t i = 0; i < n; i++)
        if (!((s[i] >= 'A' && s[i] <= 'Z') || (s[i] >= 'a' && s[i] <= 'z'))) return 0;
    return 1;
}

int main(void) {
    char command[16], name[32];
    long long total = 0, placed = 0;
    while (scanf("%15s", command) == 1) {
        if (strcmp(command, "bid") == 0) {
            long long a;
            if (scanf("%31s %lld", name, &a) != 2 || !letters(name) || a < 1 ||
                a > 1000000000000LL)
                return 1;
            long who = lookup(name);
            if (who < 0) return 1;
            total += a - bidders[who].amount;
            bidders[who].amount = a;
            bidders[who].placed = ++placed;
            if (size >= MAXB) return 1;
            push((struct entry){a, placed, who});
        } else if (strcmp(command, "retract") == 0) {
            if (scanf("%31s", name) != 1 || !letters(name)) return 1;
            long who = lookup(name);
            if (who < 0) return 1;
            if (bidders[who].amount == 0) {
                puts("none");
            } else {
                total -= bidders[who].amount;
                bidders[who].amount = 0;
            }
        } else if (strcmp(command, "best") == 0) {
            while (size > 0 && (bidders[heap[0].who].placed != heap[0].placed ||
                                bidders[heap[0].who].amount == 0))
                pop();
            if (size == 0) puts("none");
            else printf("%s %lld\n", bidders[heap[0].who].name, heap[0].amount);
        } else if (strcmp(command, "total") == 0) {
            printf("%lld\n", total);
        } else {
            return 1;
        }
    }
    return 0;
}
