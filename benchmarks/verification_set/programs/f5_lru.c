/* LRU cache.  Input: the capacity N (1 <= N <= 10^5) on the first line, then commands, one per
   line, at most 2 * 10^5 of them: "put K V" (K a word of 1 to 16 lowercase letters and digits,
   V an integer as scanf's %lld reads it: an optional sign and digits, |V| <= 10^15) stores V
   under K, replacing K's value when K is held, and makes K the most recently used key; when a
   new key would make more than N keys held, the least recently used key is evicted first and
   "evict K" printed.  "get K" prints K's value and makes K the most recently used key, or
   prints "miss".  After the last command: "hits H misses M". */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define BUCKETS 131072

struct node {
    char key[17];
    long long value;
    int prev, next, chain;  /* the recency list, the bucket's chain (-1: none) */
};

static struct node *nodes;
static int bucket[BUCKETS];
static int newest = -1, oldest = -1;

static unsigned hash_of(const char *s) {
    unsigned h = 5381;
    while (*s) h = h * 33 + (unsigned char)*s++;
    return h % BUCKETS;
}

static int find(const char *key) {
    for (int i = bucket[hash_of(key)]; i >= 0; i = nodes[i].chain)
        if (strcmp(nodes[i].key, key) == 0) return i;
    return -1;
}

static void unlink_node(int i) {
    if (nodes[i].prev >= 0) nodes[nodes[i].prev].next = nodes[i].next;
    else newest = nodes[i].next;
    if (nodes[i].next >= 0) nodes[nodes[i].next].prev = nodes[i].prev;
    else oldest = nodes[i].prev;
}

static void push_newest(int i) {
    nodes[i].prev = -1;
    nodes[i].next = newest;
    if (newest >= 0) nodes[newest].prev = i;
    newest = i;
    if (oldest < 0) oldest = i;
}

static void unchain(int i) {
    int *link = &bucket[hash_of(nodes[i].key)];
    while (*link != i) link = &nodes[*link].chain;
    *link = nodes[i].chain;
}

int main(void) {
    int n;
    if (scanf("%d", &n) != 1 || n < 1 || n > 100000) return 1;
    nodes = malloc(sizeof *nodes * ((size_t)n + 1));
    if (!nodes) return 1;
    for (int i = 0; i < BUCKETS; i++) bucket[i] = -1;
    int held = 0;
    long hits = 0, misses = 0;
    char command[8], key[32];
    while (scanf("%7s %31s", command, key) == 2) {
        if (strlen(key) > 16) return 1;
        int i = find(key);
        if (strcmp(command, "put") == 0) {
            long long v;
            if (scanf("%lld", &v) != 1 || v < -1000000000000000LL || v > 1000000000000000LL)
                return 1;
            if (i >= 0) {
                nodes[i].value = v;
                unlink_node(i);
                push_newest(i);
                continue;
            }
            if (held == n) {
                int victim = oldest;
                printf("evict %s\n", nodes[victim].key);
                unlink_node(victim);
                unchain(victim);
                i = victim;
            } else {
                i = held++;
            }
            strcpy(nodes[i].key, key);
            nodes[i].value = v;
            unsigned h = hash_of(key);
            nodes[i].chain = bucket[h];
            bucket[h] = i;
            push_newest(i);
        } else if (strcmp(command, "get") == 0) {
            if (i < 0) {
                puts("miss");
                misses++;
                continue;
            }
            hits++;
            printf("%lld\n", nodes[i].value);
            unlink_node(i);
            push_newest(i);
        } else {
            return 1;
        }
    }
    printf("hits %ld misses %ld\n", hits, misses);
    free(nodes);
    return 0;
}
