// ERROR: the cluster size of 'sub_group_clustered_reduce_add' (3) must be a power of two from 1 to 128
// ERROR-AT: 5:47
__kernel void cluster3(__global int *a) {
  size_t i = get_global_id(0);
  a[i] = sub_group_clustered_reduce_add(a[i], 3u);
}
