/* Huffman code lengths of a text.  Input: any bytes, at most 10^6 of them.  The code is built
   on the counts of the byte values that occur: there is first a tree per value (a leaf
   weighing its count); while there is more than one tree, the two of least weight are taken
   out and joined into a tree weighing their sum.  Of equal weights, leaves are taken before
   joined trees, leaves in increasing order of value and joined trees in the order they were
   made.  A value's code length is the depth of its leaf, or 1 when only one value occurs.
   Output: a line per value that occurs, in increasing order, "XX C L": XX the value as two
   lowercase hexadecimal digits, C its count and L its code length; then "bytes N bits B", N
   the bytes and B the sum of C * L over the values; then "saved P%", P = 100 - 100 * B / (8N)
   rounded down to two decimals ("saved 0.00%" when there are no bytes). */
#include <stdio.h>

static long count[256];
static long weight[511];
static int parent[511], depth[511];
static int leaf_value[256];

int main(void) {
    int c;
    long bytes = 0;
    while ((c = getchar()) != EOF) {
        count[c]++;
        bytes++;
    }
    int leaves = 0;
    for (int v = 0; v < 256; v++)
        if (count[v] > 0) leaf_value[leaves++] = v;
    /* the leaves by weight, of equal weights by value: insertion sort keeps them in order */
    for (int i = 1; i < leaves; i++) {
        int v = leaf_value[i], j = i;
        while (j > 0 && count[leaf_value[j - 1]] > count[v]) {
            leaf_value[j] = leaf_value[j - 1];
            j--;
        }
        leaf_value[j] = v;
    }
    for (int i = 0; i < leaves; i++) weight[i] = count[leaf_value[i]];
    /* nodes 0 .. leaves - 1 are the leaves in that order, the joined trees follow */
    int nodes = leaves, next_leaf = 0, next_joined = leaves;
    while (nodes - next_leaf - (next_joined - leaves) > 1) {
        int take[2];
        for (int k = 0; k < 2; k++) {
            if (next_leaf < leaves && (next_joined == nodes || weight[next_leaf] <= weight[next_joined]))
                take[k] = next_leaf++;
            else
                take[k] = next_joined++;
        }
        weight[nodes] = weight[take[0]] + weight[take[1]];
        parent[take[0]] = parent[take[1]] = nodes;
        nodes++;
    }
    if (nodes > 0) depth[nodes - 1] = 0;
    for (int i = nodes - 2; i >= 0; i--) depth[i] = depth[parent[i]] + 1;
    static int length[256];
    for (int i = 0; i < leaves; i++) length[leaf_value[i]] = leaves == 1 ? 1 : depth[i];
    long long bits = 0;
    for (int v = 0; v < 256; v++) {
        if (count[v] == 0) continue;
        printf("%02x %ld %d\n", v, count[v], length[v]);
        bits += (long long)count[v] * length[v];
    }
    printf("bytes %ld bits %lld\n", bytes, bits);
    long long saved = bytes == 0 ? 0 : (8 * bytes - bits) * 10000 / (8 * bytes);
    printf("saved %lld.%02lld%%\n", saved / 100, saved % 100);
    return 0;
}
